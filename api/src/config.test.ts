import { join } from 'node:path';
import { configFromEnvironment, DEVELOPMENT_DATA_ENCRYPTION_KEY, lowerEnvironmentDataKey } from './config';

/** A production key as `openssl rand -base64 32` prints one. */
const PRODUCTION_KEY = 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA=';
const PRODUCTION = { PUBLIC_URL: 'https://portal.lender.example', DATA_ENCRYPTION_KEY: PRODUCTION_KEY };

test('defaults are production-safe: not a lower environment, Secure cookies, and the portal address must be given', () => {
  expect(() => configFromEnvironment({})).toThrow(/PUBLIC_URL: required outside a lower environment/);
  expect(() => configFromEnvironment({ PUBLIC_URL: 'https://portal.lender.example' })).toThrow(/DATA_ENCRYPTION_KEY: required outside a lower environment/);
  expect(configFromEnvironment(PRODUCTION)).toEqual({
    port: 4000,
    host: '127.0.0.1',
    dataDir: join(__dirname, '..', '.data', 'pglite'),
    filesDir: join(__dirname, '..', '.data', 'files'),
    s3: null,
    propertyData: { provider: 'local' },
    eSignature: { provider: 'none' },
    bankLinking: { provider: 'none' },
    databaseUrl: null,
    environment: 'production',
    lowerEnvironment: false,
    publicUrl: 'https://portal.lender.example',
    cookieSecure: true,
    logLevel: 'info',
    signInAttemptsPerMinute: 20,
    accountAttemptsPerMinute: 10,
    trustProxy: 'loopback',
    bodyLimitBytes: 1_048_576,
    dataEncryptionKey: Buffer.from(PRODUCTION_KEY, 'base64'),
  });
  // Even a production portal on plain http gets Secure cookies unless told otherwise: a forgotten flag fails closed.
  expect(configFromEnvironment({ ...PRODUCTION, PUBLIC_URL: 'http://portal.lender.example' }).cookieSecure).toBe(true);
});

test('an explicit lower environment (a local run): named local, links to the host server, cookies without Secure on plain http', () => {
  expect(configFromEnvironment({ LOWER_ENVIRONMENT: 'true' })).toMatchObject({
    environment: 'local',
    lowerEnvironment: true,
    publicUrl: 'http://127.0.0.1:8080',
    cookieSecure: false,
  });
  // A lower environment served over https (a test environment in the cloud) keeps Secure cookies.
  expect(configFromEnvironment({ LOWER_ENVIRONMENT: 'true', PUBLIC_URL: 'https://test.portal.lender.example' })).toMatchObject({ cookieSecure: true, environment: 'local' });
});

test('variables override the defaults', () => {
  const config = configFromEnvironment({
    PORT: '8080',
    HOST: '::1',
    DATA_DIR: '/var/lib/portal',
    FILES_DIR: '/var/lib/portal-files',
    DATABASE_URL: 'postgres://portal@db.internal:5432/portal',
    PORTAL_ENVIRONMENT: 'staging',
    LOWER_ENVIRONMENT: 'false',
    PUBLIC_URL: 'https://staging.portal.lender.example/',
    DATA_ENCRYPTION_KEY: PRODUCTION_KEY,
    LOG_LEVEL: 'warn',
    SIGN_IN_ATTEMPTS_PER_MINUTE: '30',
    ACCOUNT_ATTEMPTS_PER_MINUTE: '5',
  });
  expect(config).toMatchObject({
    port: 8080,
    host: '::1',
    dataDir: '/var/lib/portal',
    filesDir: '/var/lib/portal-files',
    databaseUrl: 'postgres://portal@db.internal:5432/portal',
    environment: 'staging',
    lowerEnvironment: false,
    publicUrl: 'https://staging.portal.lender.example',
    cookieSecure: true,
    logLevel: 'warn',
    signInAttemptsPerMinute: 30,
    accountAttemptsPerMinute: 5,
  });
  expect(configFromEnvironment({ ...PRODUCTION, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  expect(configFromEnvironment({ LOWER_ENVIRONMENT: 'true', COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
});

test('PUBLIC_URL is an http(s) address, kept with its path and without a trailing slash', () => {
  expect(configFromEnvironment({ ...PRODUCTION, PUBLIC_URL: 'https://lender.example/portal/' }).publicUrl).toBe('https://lender.example/portal');
  expect(configFromEnvironment({ ...PRODUCTION, PUBLIC_URL: 'https://Lender.Example:8443' }).publicUrl).toBe('https://lender.example:8443');
  for (const wrong of ['portal.lender.example', 'ftp://lender.example', 'javascript:alert(1)', 'https://lender.example/?x=1', 'https://lender.example/#top', 'https://user:pw@lender.example', 'https://lender.example/?']) {
    expect(() => configFromEnvironment({ ...PRODUCTION, PUBLIC_URL: wrong })).toThrow(/PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/);
  }
});

test('an empty variable counts as unset', () => {
  expect(configFromEnvironment({ ...PRODUCTION, DATABASE_URL: '', PORT: '', LOWER_ENVIRONMENT: '' })).toMatchObject({ databaseUrl: null, port: 4000, lowerEnvironment: false });
});

test('a wrong value stops the start with the variable named', () => {
  expect(() => configFromEnvironment({ ...PRODUCTION, PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => configFromEnvironment({ LOWER_ENVIRONMENT: 'yes' })).toThrow(/LOWER_ENVIRONMENT: must be "true" or "false"/);
  expect(() => configFromEnvironment({ ...PRODUCTION, ACCOUNT_ATTEMPTS_PER_MINUTE: '0' })).toThrow(/ACCOUNT_ATTEMPTS_PER_MINUTE/);
});

test('S3_BUCKET puts uploads in a bucket (the production form); an S3-compatible address takes the bucket in the path', () => {
  const base = { LOWER_ENVIRONMENT: 'true' };
  expect(configFromEnvironment(base).s3).toBeNull();
  expect(configFromEnvironment({ ...base, S3_BUCKET: 'lender-portal-files', S3_PREFIX: 'production/' }).s3).toEqual({
    bucket: 'lender-portal-files',
    region: 'us-east-1',
    endpoint: undefined,
    forcePathStyle: false,
    prefix: 'production/',
  });
  expect(configFromEnvironment({ ...base, S3_BUCKET: 'files', S3_ENDPOINT: 'https://minio.internal:9000', S3_REGION: 'eu-west-1' }).s3).toMatchObject({
    endpoint: 'https://minio.internal:9000',
    region: 'eu-west-1',
    forcePathStyle: true,
  });
  expect(() => configFromEnvironment({ ...base, S3_BUCKET: 'Not A Bucket' })).toThrow('S3_BUCKET: must be an S3 bucket name');
  expect(() => configFromEnvironment({ ...base, S3_BUCKET: 'files', S3_PREFIX: '../up/' })).toThrow('S3_PREFIX');
});

describe('DATA_ENCRYPTION_KEY, the key that seals account numbers at rest', () => {
  test('is 32 bytes in base64; a wrong one stops the start without printing it', () => {
    for (const wrong of ['c2hvcnQ=', `${PRODUCTION_KEY}AAAA`, 'not base64 at all, not base64 at all, not b', PRODUCTION_KEY.replace('q', '-')]) {
      const start = () => configFromEnvironment({ ...PRODUCTION, DATA_ENCRYPTION_KEY: wrong });
      expect(start).toThrow('DATA_ENCRYPTION_KEY: must be 32 random bytes in base64 (openssl rand -base64 32)');
      expect(start).not.toThrow(wrong);
    }
    expect(configFromEnvironment({ LOWER_ENVIRONMENT: 'true', DATA_ENCRYPTION_KEY: PRODUCTION_KEY }).dataEncryptionKey).toEqual(Buffer.from(PRODUCTION_KEY, 'base64'));
  });

  test('a lower environment without one uses the published development key; production refuses that key', () => {
    const development = Buffer.from(DEVELOPMENT_DATA_ENCRYPTION_KEY, 'base64');
    expect(development).toHaveLength(32);
    expect(configFromEnvironment({ LOWER_ENVIRONMENT: 'true' }).dataEncryptionKey).toEqual(development);
    expect(() => configFromEnvironment({ ...PRODUCTION, DATA_ENCRYPTION_KEY: DEVELOPMENT_DATA_ENCRYPTION_KEY })).toThrow(
      'DATA_ENCRYPTION_KEY: the published development key is for lower environments only',
    );
  });

  test('the demo seed, which has no configuration, seals with the key a lower environment would use', () => {
    expect(lowerEnvironmentDataKey({})).toEqual(configFromEnvironment({ LOWER_ENVIRONMENT: 'true' }).dataEncryptionKey);
    expect(lowerEnvironmentDataKey({ DATA_ENCRYPTION_KEY: PRODUCTION_KEY })).toEqual(configFromEnvironment({ LOWER_ENVIRONMENT: 'true', DATA_ENCRYPTION_KEY: PRODUCTION_KEY }).dataEncryptionKey);
    expect(lowerEnvironmentDataKey({ DATA_ENCRYPTION_KEY: '' })).toEqual(Buffer.from(DEVELOPMENT_DATA_ENCRYPTION_KEY, 'base64'));
    expect(() => lowerEnvironmentDataKey({ DATA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow('DATA_ENCRYPTION_KEY: must be 32 random bytes in base64');
  });
});
