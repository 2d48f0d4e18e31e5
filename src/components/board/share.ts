/** Kept for tests/unit/hostile-input.test.ts (ENGINE's file) until the integrator points it at src/components/playground/share. */
export * from '../playground/share';
