// The agent contracts feature store, built when a contract screen first asks for it
// (app/stores/features.ts).
import { defineFeature } from '../features';
import { ContractsStore } from './ContractsStore';

export const contractsFeature = defineFeature('contracts', (root) => new ContractsStore({ api: root.api }));

export * from './ContractsStore';
