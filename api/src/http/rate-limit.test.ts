import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { addressKey, rateLimitKey } from './rate-limit';

describe('rate limit keys', () => {
  it('counts a verified caller by account, anyone else by address', () => {
    const request = (caller: { uid: string } | null, ip: string) => ({ caller, ip }) as unknown as FastifyRequest;
    assert.equal(rateLimitKey(request({ uid: 'u1' }, '10.0.0.1')), 'user:u1');
    assert.equal(rateLimitKey(request(null, '10.0.0.1')), 'ip:10.0.0.1');
  });

  it('takes an IPv6 client by its /64 network and an IPv4-mapped address as IPv4', () => {
    assert.equal(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), '2001:db8:1:2::/64');
    assert.equal(addressKey('2001:db8:1:2::1'), addressKey('2001:db8:1:2:ffff::9'));
    assert.equal(addressKey('2001:0db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressKey('::1'), '0:0:0:0::/64');
    assert.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('203.0.113.7'), '203.0.113.7');
  });
});
