// A registered player plays under their username, and the page says so rather than replace the
// name silently: the registration form names the guest name the username replaces (and offers
// the guest name as the username when it is a valid one), and after registering the name fields
// of the start screen and of an invitation hold the username, locked, each with a note.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start_server, launch_browser, open_page } from './harness.mjs';

const PASSWORD = 'correct horse 7';
const NOTE = 'Registered players play under their username: it is the name others see.';
let server;
let browser;
before(async () => {
  server = await start_server();
  browser = await launch_browser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page whose guest said hello as `name` (the name this browser remembers). */
async function guest_named(name) {
  const page = await open_page(browser, server.url, undefined, (p) =>
    p.addInitScript((n) => {
      if (!sessionStorage.getItem('named')) localStorage.setItem('mancala.name', n);
      sessionStorage.setItem('named', '1');
    }, name));
  await page.waitForFunction((n) => document.querySelector('#account-box-text').textContent !== '' && localStorage.getItem('mancala.name') === n, name);
  return page;
}

async function open_account(page) {
  await page.click('#account-link');
  await page.waitForSelector('#account[data-state="guest"]');
}

test('registering says which name the username replaces; the name fields then hold the username with a note', async () => {
  const a = await guest_named('Bo Smith');
  assert.equal(await a.inputValue('#name'), 'Bo Smith');
  assert.equal(await a.isVisible('#name-account-note'), false);
  await open_account(a);
  assert.match(await a.textContent('#account-status'), /named “Bo Smith” for now/);
  // "Bo Smith" is no username: nothing is offered, and the note says the name will be replaced.
  assert.equal(await a.inputValue('#reg-username'), '');
  assert.equal(await a.textContent('#reg-name-note'), 'Other players will see your username instead of “Bo Smith”: a registered player plays under their username.');
  await a.fill('#reg-username', 'Bo_S');
  assert.equal(await a.textContent('#reg-name-note'), 'Other players will see your username “Bo_S” instead of “Bo Smith”: a registered player plays under their username.');
  assert.equal(await a.isVisible('#reg-name-note'), true);
  assert.match(await a.getAttribute('#reg-username', 'aria-describedby'), /reg-name-note/);
  await a.fill('#reg-password', PASSWORD);
  await a.click('#btn-register');
  await a.waitForSelector('#account[data-state="account"]');
  await a.click('#account-leave');
  await a.waitForSelector('#start:not([hidden])');
  assert.equal(await a.inputValue('#name'), 'Bo_S');
  assert.equal(await a.$eval('#name', (e) => e.readOnly), true);
  assert.equal(await a.isVisible('#name-account-note'), true);
  assert.equal(await a.textContent('#name-account-note'), NOTE);

  // An invitation's name field is locked to the username too: a name typed there could not be used.
  const host = await open_page(browser, server.url);
  await host.fill('#name', 'Host');
  await host.click('#btn-friend');
  await host.waitForSelector('#friend-wait:not([hidden])');
  const link = await host.inputValue('#fw-link');
  await a.goto(link);
  await a.waitForSelector('#invite[data-state="open"]');
  await a.waitForFunction(() => document.querySelector('#name-invite').readOnly);
  assert.equal(await a.inputValue('#name-invite'), 'Bo_S');
  assert.equal(await a.isVisible('#name-invite-note'), true);
  assert.equal(await a.textContent('#name-invite-note'), NOTE);
  await a.click('#btn-invite-join');
  await a.waitForSelector('#game:not([hidden])');
  await host.waitForSelector('#game:not([hidden])');
  assert.match(await host.textContent('#name-top'), /^Bo_S/);
  assert.deepEqual(a.problems, []);
  await a.context().close();
  await host.context().close();
});

test('a guest name that is a valid username is offered as the username, and then nothing is replaced', async () => {
  const page = await guest_named('Ann_7');
  await open_account(page);
  assert.equal(await page.inputValue('#reg-username'), 'Ann_7');
  assert.equal(await page.isVisible('#reg-name-note'), false);
  // Another username brings the note back.
  await page.fill('#reg-username', 'Ann_8');
  assert.equal(await page.isVisible('#reg-name-note'), true);
  assert.match(await page.textContent('#reg-name-note'), /“Ann_8” instead of “Ann_7”/);
  await page.context().close();
});
