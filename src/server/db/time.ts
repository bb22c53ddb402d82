import { randomUUID } from 'node:crypto';

export const now = (): string => new Date().toISOString();

export const newId = (): string => randomUUID();

export { indiaToday } from '#common/format';
