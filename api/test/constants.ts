export const TEST_PROJECT_ID = 'demo-haat-test';
