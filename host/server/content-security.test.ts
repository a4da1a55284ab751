import { pageContentSecurityPolicy } from './content-security';
import { remotesRegistry, runtimeConfig } from './serve';

const directives = (policy: string): Record<string, string> =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1).join(' ')]));

describe("the pages' Content-Security-Policy", () => {
  it('on `npm start`: everything from the shop origin, the Auth emulator and the sandbox checkout', () => {
    const policy = pageContentSecurityPolicy({
      registry: remotesRegistry({}),
      runtime: runtimeConfig({}),
      checkoutScriptUrl: 'http://localhost:8080/sandbox-pay/checkout.js',
    });
    expect(directives(policy)).toEqual({
      'default-src': "'self'",
      'script-src': "'self' http://localhost:8080",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'font-src': "'self' data:",
      'connect-src': "'self' http://127.0.0.1:9099 http://localhost:8080",
      'frame-src': "'none'",
      'worker-src': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'self'",
    });
  });

  it('names a remote deployed elsewhere, Razorpay and Firebase Auth when configured so', () => {
    const env = { REMOTE_SHOP_URL: 'https://cdn.example/shop/mf-manifest.json', FIREBASE_API_KEY: 'key', FIREBASE_PROJECT_ID: 'haat' };
    const found = directives(
      pageContentSecurityPolicy({ registry: remotesRegistry(env), runtime: runtimeConfig(env), checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js' }),
    );
    expect(found['script-src']).toBe("'self' https://cdn.example https://checkout.razorpay.com https://apis.google.com");
    expect(found['style-src']).toBe("'self' 'unsafe-inline' https://cdn.example");
    expect(found['connect-src']).toBe(
      "'self' https://cdn.example https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://checkout.razorpay.com https://api.razorpay.com https://lumberjack.razorpay.com",
    );
    // Google sign-in: Google's script loader and the project's auth handler frame
    expect(found['frame-src']).toBe('https://api.razorpay.com https://checkout.razorpay.com https://haat.firebaseapp.com');
    expect(found['img-src']).toBe("'self' data: blob: https://cdn.example https://cdn.razorpay.com");
    expect(found['object-src']).toBe("'none'");
    expect(found['script-src']).not.toMatch(/unsafe/);
  });
});
