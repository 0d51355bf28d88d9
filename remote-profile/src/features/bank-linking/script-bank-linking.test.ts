import { BankLinkingUnavailable } from './bank-linking';
import { loadBankLinkingScript, scriptBankLinking } from './script-bank-linking';

type PlaidConfig = { token: string; onSuccess(token: string | null, metadata: unknown): void; onExit(error: unknown, metadata: unknown): void };

// Each test has its own address: a script loaded once stays loaded for the page's lifetime.
let testNumber = 0;
let address: string;
beforeEach(() => {
  testNumber += 1;
  address = `/api/bank-linking-assets/link-initialize.js?test=${testNumber}`;
});
afterEach(() => {
  delete (window as { Plaid?: unknown }).Plaid;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const scriptsOf = (src: string) => [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.getAttribute('src') === src);

/** The widget's script as Plaid's: `Plaid.create` recorded, its handler's calls too. */
function plaidArrives() {
  const handler = { open: jest.fn(), exit: jest.fn(), destroy: jest.fn() };
  const configs: PlaidConfig[] = [];
  (window as { Plaid?: unknown }).Plaid = {
    create: (config: PlaidConfig) => {
      configs.push(config);
      return handler;
    },
  };
  return { handler, configs };
}

test('one <script> in the head, from the environment\'s address, however often the widget is asked for', async () => {
  const first = loadBankLinkingScript(address);
  const second = loadBankLinkingScript(address);
  expect(scriptsOf(address)).toHaveLength(1);
  expect(scriptsOf(address)[0]!.async).toBe(true);

  plaidArrives();
  scriptsOf(address)[0]!.dispatchEvent(new Event('load'));
  await expect(first).resolves.toHaveProperty('create');
  await expect(second).resolves.toBe(await first);
  await expect(loadBankLinkingScript(address)).resolves.toBe(await first);
  expect(scriptsOf(address)).toHaveLength(1);
});

test('no address in the environment fails without a script', async () => {
  await expect(loadBankLinkingScript(undefined)).rejects.toEqual(new BankLinkingUnavailable('no-address'));
  await expect(scriptBankLinking('').load()).rejects.toBeInstanceOf(BankLinkingUnavailable);
  expect(document.head.querySelectorAll('script')).toHaveLength(0);
});

test('a script that fails to load fails, its tag removed; a later attempt adds a new one', async () => {
  const failing = loadBankLinkingScript(address);
  scriptsOf(address)[0]!.dispatchEvent(new Event('error'));
  await expect(failing).rejects.toEqual(new BankLinkingUnavailable('load-failed'));
  expect(scriptsOf(address)).toHaveLength(0);

  const again = loadBankLinkingScript(address);
  expect(scriptsOf(address)).toHaveLength(1);
  plaidArrives();
  scriptsOf(address)[0]!.dispatchEvent(new Event('load'));
  await expect(again).resolves.toHaveProperty('create');
});

test('a script that loads without offering Plaid fails', async () => {
  const loading = loadBankLinkingScript(address);
  scriptsOf(address)[0]!.dispatchEvent(new Event('load'));
  await expect(loading).rejects.toEqual(new BankLinkingUnavailable('no-widget'));
});

test('open: Plaid.create with the link token, then open(); Link\'s callbacks reach the page\'s; close destroys the handler', async () => {
  const linking = scriptBankLinking(address);
  const { handler, configs } = plaidArrives();
  const success = jest.fn();
  const exit = jest.fn();
  const opening = linking.open('link-sandbox-abc', { success, exit });
  scriptsOf(address)[0]!.dispatchEvent(new Event('load'));
  const session = await opening;

  expect(configs.map((config) => config.token)).toEqual(['link-sandbox-abc']);
  expect(handler.open).toHaveBeenCalledTimes(1);

  const metadata = { institution: { institution_id: 'ins_1', name: 'Bank' }, accounts: [], link_session_id: 's' };
  configs[0]!.onSuccess('public-sandbox-1', metadata);
  expect(success).toHaveBeenCalledWith('public-sandbox-1', metadata);
  const error = { error_code: 'INVALID_LINK_TOKEN', error_message: 'expired', display_message: null };
  configs[0]!.onExit(error, {});
  configs[0]!.onExit(null, {});
  expect(exit.mock.calls).toEqual([[error], [null]]);

  session.close();
  expect(handler.destroy).toHaveBeenCalledTimes(1);
});

test('open fails as the widget does when the script cannot be loaded or Plaid.create throws', async () => {
  const failing = scriptBankLinking(address).open('link-sandbox-abc', { success: jest.fn(), exit: jest.fn() });
  scriptsOf(address)[0]!.dispatchEvent(new Event('error'));
  await expect(failing).rejects.toBeInstanceOf(BankLinkingUnavailable);

  const linking = scriptBankLinking(address);
  (window as { Plaid?: unknown }).Plaid = {
    create: () => {
      throw new Error('Plaid.create needs the link token.');
    },
  };
  const opening = linking.open('', { success: jest.fn(), exit: jest.fn() });
  scriptsOf(address)[0]!.dispatchEvent(new Event('load'));
  await expect(opening).rejects.toEqual(new BankLinkingUnavailable('no-widget'));
});
