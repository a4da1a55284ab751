import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mailboxOf } from './mailbox';

describe('mailboxOf: one key for every spelling of a mailbox', () => {
  it('joins the spellings Gmail delivers to one mailbox', () => {
    const spellings = ['name@gmail.com', 'Name@Gmail.com', 'name+2@gmail.com', 'n.a.m.e@gmail.com', 'N.A.M.E+shop@googlemail.com', ' name@gmail.com '];
    assert.deepEqual(new Set(spellings.map(mailboxOf)), new Set(['name@gmail.com']));
  });

  it('drops the plus-tag elsewhere but keeps the dots, which other providers do not ignore', () => {
    assert.equal(mailboxOf('Asha.Rao+orders@Example.IN'), 'asha.rao@example.in');
    assert.notEqual(mailboxOf('a.rao@example.in'), mailboxOf('arao@example.in'));
  });

  it('leaves what it cannot read as it is (lower case)', () => {
    assert.equal(mailboxOf('+tag@example.in'), '+tag@example.in');
    assert.equal(mailboxOf('NoAt'), 'noat');
  });
});
