import { fuzzWriteEndpoints } from './write-endpoints';

await fuzzWriteEndpoints(2, 3);
