import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@greenscape/shared/gst';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      return error.problems;
    }
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has working defaults for a workstation', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      seed: 'demo',
      admin: undefined,
      quotationWindowHours: 72,
      milestoneAutoApproveDays: 7,
    });
  });

  it('lists every bad value at once, by variable name', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
    expect(new ConfigError(problems).message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it('treats empty strings as not set', () => {
    expect(loadConfig({ DATABASE_URL: '', HOST: '' }).databaseUrl).toBeUndefined();
  });

  it('takes the admin settings together or not at all', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.example' }).join()).toMatch(/set together/);
    const config = loadConfig({
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'long enough',
      ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
    expect(config.admin).toEqual({
      email: 'boss@example.com',
      password: 'long enough',
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
    expect(
      problemsOf({
        ADMIN_EMAIL: 'a@b.example',
        ADMIN_PASSWORD: 'long enough',
        ADMIN_TOTP_SECRET: 'not base32!',
      }).join(),
    ).toMatch(/ADMIN_TOTP_SECRET/);
  });

  it('refuses a TOTP secret the sign-in cannot use, naming the setting and the minimum', async () => {
    const admin = { ADMIN_EMAIL: 'a@b.example', ADMIN_PASSWORD: 'long enough' };
    for (const length of [16, 20, 25]) {
      const problems = problemsOf({ ...admin, ADMIN_TOTP_SECRET: 'A'.repeat(length) }).join();
      expect(problems, `${length} characters`).toMatch(/ADMIN_TOTP_SECRET/);
      expect(problems).toMatch(/at least 26 base32 characters \(128 bits\)/);
    }
    // The shortest secret the configuration takes is one the sign-in's check accepts.
    const secret = loadConfig({ ...admin, ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEA' }).admin!
      .totpSecret;
    const { generate, verify } = await import('otplib');
    expect((await verify({ secret, token: await generate({ secret }) })).valid).toBe(true);
  });

  it('needs every Twilio setting when Twilio sends the SMS, and Google settings in pairs', () => {
    const problems = problemsOf({
      SMS_PROVIDER: 'twilio',
      TWILIO_FROM: '+15550000000',
      SMTP_URL: 'smtp://mailer:secret@mail.example:587',
      MAIL_FROM: 'Greenscape <hello@greenscape.example>',
      GOOGLE_CLIENT_ID: 'id',
    });
    expect(problems.join('\n')).toMatch(/TWILIO_ACCOUNT_SID: is required/);
    expect(problems.join('\n')).toMatch(/TWILIO_AUTH_TOKEN: is required/);
    expect(problems.join('\n')).toMatch(
      /GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 's',
    });
  });

  it('takes TRUST_PROXY as a flag or as the proxies it believes', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'nginx' }).join('\n')).toMatch(/TRUST_PROXY: must be true/);
  });

  it('takes S3 storage settings, with the bucket required and the keys in pairs', () => {
    expect(loadConfig({ DATA_DIR: '/srv/g' }).storage).toEqual({
      kind: 'disk',
      root: path.resolve('/srv/g/uploads'),
    });
    const problems = problemsOf({ STORAGE: 's3', S3_ACCESS_KEY_ID: 'AK', S3_PREFIX: '../x' });
    expect(problems.join('\n')).toMatch(/S3_BUCKET: is required when STORAGE=s3/);
    expect(problems.join('\n')).toMatch(/S3_ACCESS_KEY_ID: .* set together/);
    expect(problems.join('\n')).toMatch(/S3_PREFIX: must be/);
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'greenscape-uploads',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_ACCESS_KEY_ID: 'AK',
        S3_SECRET_ACCESS_KEY: 'SK',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'greenscape-uploads',
      region: 'us-east-1',
      endpoint: 'https://minio.internal:9000',
      credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' },
      forcePathStyle: true,
      prefix: '',
    });
    // On AWS itself the SDK finds the credentials and addresses the bucket by host name.
    expect(
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'greenscape-uploads', S3_REGION: 'ap-south-1' })
        .storage,
    ).toMatchObject({ region: 'ap-south-1', credentials: undefined, forcePathStyle: false });
  });

  it('demands a real database and public URL in production, and never seeds there', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.join('\n')).toMatch(/DATABASE_URL: is required in production/);
    expect(problems.join('\n')).toMatch(/PUBLIC_URL: is required in production/);
    expect(problems.join('\n')).toMatch(/SMS_PROVIDER: must be a real provider in production/);
    expect(problems.join('\n')).toMatch(/SMTP_URL: is required in production/);
    expect(problems.join('\n')).toMatch(/SESSION_SECRET: is required in production/);
    expect(problemsOf({ SESSION_SECRET: 'short' }).join('\n')).toMatch(
      /SESSION_SECRET: must be at least 32 characters/,
    );
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example' }).join('\n')).toMatch(
      /MAIL_FROM: is required with SMTP_URL/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/greenscape',
      PUBLIC_URL: 'https://greenscape.example/',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
      SEED: 'demo',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0000',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15550000000',
      SMTP_URL: 'smtp://mailer:secret@mail.example:587',
      MAIL_FROM: 'Greenscape <hello@greenscape.example>',
    });
    expect(config).toMatchObject({
      seed: 'none',
      host: '0.0.0.0',
      publicUrl: 'https://greenscape.example',
    });
  });

  // The company's GST registration prints on every tax invoice, so it is checked at start.
  describe('GST settings', () => {
    const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);
    const karnatakaGstin = withCheck('29AAGCB7383J1Z');
    const gst = { GSTIN: karnatakaGstin, GST_STATE: 'Karnataka', GST_SAC: '998599' };

    it('are off without them, and resolve the state by name or code when set', () => {
      expect(loadConfig({}).payments.gst).toBeUndefined();
      const karnataka = { code: '29', name: 'Karnataka' };
      expect(loadConfig(gst).payments.gst).toEqual({
        gstin: karnatakaGstin,
        state: karnataka,
        sac: '998599',
        ratePercent: 18,
      });
      expect(loadConfig({ ...gst, GST_STATE: '29' }).payments.gst?.state).toEqual(karnataka);
      expect(loadConfig({ ...gst, GST_STATE: ' karnataka ' }).payments.gst?.state).toEqual(
        karnataka,
      );
      expect(
        loadConfig({ ...gst, GSTIN: karnatakaGstin.toLowerCase(), GST_RATE_PERCENT: '12' }).payments
          .gst,
      ).toMatchObject({ gstin: karnatakaGstin, ratePercent: 12 });
    });

    it('refuse a GSTIN whose check character is wrong, naming the setting', () => {
      const wrong = karnatakaGstin.slice(0, 14) + (karnatakaGstin.endsWith('A') ? 'B' : 'A');
      expect(problemsOf({ ...gst, GSTIN: wrong }).join('\n')).toMatch(
        /GSTIN: is not a valid GSTIN/,
      );
      expect(problemsOf({ ...gst, GSTIN: 'not-a-gstin' }).join('\n')).toMatch(/GSTIN: /);
    });

    it('refuse a state that is not one of India, naming the setting', () => {
      expect(problemsOf({ ...gst, GST_STATE: 'Atlantis' }).join('\n')).toMatch(
        /GST_STATE: is not a state or union territory of India/,
      );
      expect(problemsOf({ ...gst, GST_STATE: '99' }).join('\n')).toMatch(/GST_STATE: /);
    });

    it("refuse a state other than the GSTIN's own, saying both", () => {
      const problems = problemsOf({ ...gst, GST_STATE: 'Tamil Nadu' });
      expect(problems).toEqual([
        `GST_STATE: is Tamil Nadu (33), but GSTIN ${karnatakaGstin} is registered in Karnataka (29)`,
      ]);
    });

    it('are set together or not at all', () => {
      expect(problemsOf({ GSTIN: karnatakaGstin }).join()).toMatch(/set together/);
    });
  });
});
