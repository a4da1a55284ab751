export const TEST_AUTH_EMULATOR_PORT = 9399;
export const TEST_PROJECT_ID = 'demo-haat-test';
