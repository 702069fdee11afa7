import { MemoryLeagueStore } from '../../../src/store/league-memory-store.js';
import { leagueStoreContract } from '../../helpers/league-store-contract.js';

leagueStoreContract('memory', () => new MemoryLeagueStore());
