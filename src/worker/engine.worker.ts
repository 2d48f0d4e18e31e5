/**
 * Worker entry: runs the rules engine off the main thread and exposes
 * `engineApi` over Comlink. Created only by client.ts.
 */
import { expose } from 'comlink';
import { engineApi } from './api';

expose(engineApi);
