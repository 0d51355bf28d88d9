import { join } from 'node:path';
import { configFromEnvironment } from './config';

test('defaults: local, a lower environment, loopback only, PGlite under api/.data, cookies without Secure', () => {
  expect(configFromEnvironment({})).toEqual({
    port: 4000,
    host: '127.0.0.1',
    dataDir: join(__dirname, '..', '.data', 'pglite'),
    databaseUrl: null,
    environment: 'local',
    lowerEnvironment: true,
    cookieSecure: false,
    logLevel: 'info',
    signInAttemptsPerMinute: 20,
    accountAttemptsPerMinute: 10,
    trustProxy: 'loopback',
    bodyLimitBytes: 1_048_576,
  });
});

test('variables override the defaults; any environment but local gets Secure cookies unless told otherwise', () => {
  const config = configFromEnvironment({
    PORT: '8080',
    HOST: '::1',
    DATA_DIR: '/var/lib/portal',
    DATABASE_URL: 'postgres://portal@db.internal:5432/portal',
    PORTAL_ENVIRONMENT: 'staging',
    LOWER_ENVIRONMENT: 'false',
    LOG_LEVEL: 'warn',
    SIGN_IN_ATTEMPTS_PER_MINUTE: '30',
    ACCOUNT_ATTEMPTS_PER_MINUTE: '5',
  });
  expect(config).toMatchObject({
    port: 8080,
    host: '::1',
    dataDir: '/var/lib/portal',
    databaseUrl: 'postgres://portal@db.internal:5432/portal',
    environment: 'staging',
    lowerEnvironment: false,
    cookieSecure: true,
    logLevel: 'warn',
    signInAttemptsPerMinute: 30,
    accountAttemptsPerMinute: 5,
  });
  expect(configFromEnvironment({ PORTAL_ENVIRONMENT: 'staging', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  expect(configFromEnvironment({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
});

test('an empty variable counts as unset', () => {
  expect(configFromEnvironment({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: null, port: 4000 });
});

test('a wrong value stops the start with the variable named', () => {
  expect(() => configFromEnvironment({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => configFromEnvironment({ LOWER_ENVIRONMENT: 'yes' })).toThrow(/LOWER_ENVIRONMENT: must be "true" or "false"/);
  expect(() => configFromEnvironment({ ACCOUNT_ATTEMPTS_PER_MINUTE: '0' })).toThrow(/ACCOUNT_ATTEMPTS_PER_MINUTE/);
});
