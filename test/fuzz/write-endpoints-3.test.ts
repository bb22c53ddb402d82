import { fuzzWriteEndpoints } from './write-endpoints';

await fuzzWriteEndpoints(3, 3);
