import { fuzzWriteEndpoints } from './write-endpoints';

await fuzzWriteEndpoints(1, 3);
