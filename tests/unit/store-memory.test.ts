import { MemoryGameStore } from '../../src/store/memory-store.js';
import { storeContract } from '../helpers/store-contract.js';

storeContract('memory', () => new MemoryGameStore());
