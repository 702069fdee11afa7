import { afterAll } from 'vitest';
import { RedisGameStore } from '../../src/store/redis-store.js';
import { dropPrefix, testPrefix, testRedis } from '../helpers/redis.js';
import { storeContract } from '../helpers/store-contract.js';

const redis = testRedis();
const prefixes: string[] = [];
afterAll(async () => {
  for (const prefix of prefixes) await dropPrefix(redis, prefix);
  redis.disconnect();
});

storeContract('redis', () => {
  const prefix = testPrefix('store');
  prefixes.push(prefix);
  return new RedisGameStore(redis, prefix);
});
