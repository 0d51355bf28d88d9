import { screen, within } from '@testing-library/react';
import { settingsEndpoints, type Social } from '@portal/shared-contracts';
import { answer, refusal, serverFailure, type FakeAnswer } from '@portal/shared-ui/testing';
import { renderSettings } from './testing';

const saved: Social = { linkedin: 'https://www.linkedin.com/in/ann-lee', facebook: '', instagram: 'https://instagram.com/annlee', twitter: '' };

async function renderSocial(answers: FakeAnswer[] = []) {
  const rendered = renderSettings({
    url: '/settings?tab=2',
    answers: [answer(settingsEndpoints.social, { social: saved }), answer(settingsEndpoints.saveSocial, ({ body }) => ({ social: body as Social })), ...answers],
  });
  const form = within(await screen.findByRole('form', { name: 'Social media links' }));
  return { ...rendered, form, link: (name: string) => form.getByRole('textbox', { name }) };
}

test('"Social media form: linkedin, facebook, instagram, twitter", with the links as saved', async () => {
  const { link, callsTo } = await renderSocial();

  expect(link('LinkedIn')).toHaveValue('https://www.linkedin.com/in/ann-lee');
  expect(link('Facebook')).toHaveValue('');
  expect(link('Instagram')).toHaveValue('https://instagram.com/annlee');
  expect(link('Twitter')).toHaveValue('');
  for (const name of ['LinkedIn', 'Facebook', 'Instagram', 'Twitter']) expect(link(name)).toHaveAttribute('type', 'url');
  expect(callsTo(settingsEndpoints.social)).toEqual([{ params: { id: 42 } }]);
});

test('a javascript: link is refused before any call, under its field', async () => {
  const { user, form, link, callsTo } = await renderSocial();
  await user.type(link('Twitter'), 'javascript:alert(1)');
  await user.click(form.getByRole('button', { name: 'Save' }));

  expect(link('Twitter')).toHaveAccessibleDescription('Please enter a web address starting with https://.');
  expect(link('Twitter')).toHaveFocus();
  expect(callsTo(settingsEndpoints.saveSocial)).toEqual([]);
});

test('Save sends the four links, "Social data updated.", and the form shows them as saved', async () => {
  const { user, form, link, callsTo } = await renderSocial();
  await user.type(link('Facebook'), 'https://www.facebook.com/annlee');
  await user.clear(link('Instagram'));
  await user.click(form.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Social data updated.')).toBeInTheDocument();
  expect(callsTo(settingsEndpoints.saveSocial)).toEqual([
    { params: { id: 42 }, body: { linkedin: 'https://www.linkedin.com/in/ann-lee', facebook: 'https://www.facebook.com/annlee', instagram: '', twitter: '' } },
  ]);
  expect(link('Facebook')).toHaveValue('https://www.facebook.com/annlee');
  expect(link('Instagram')).toHaveValue('');
});

test('a refused save is toasted and said under its field; everything typed stays', async () => {
  const { user, form, link } = await renderSocial([
    answer(settingsEndpoints.saveSocial, refusal('Please check your links.', { errors: { facebook: ['This page does not exist.'] } })),
  ]);
  await user.type(link('Facebook'), 'https://www.facebook.com/nobody-here');
  await user.click(form.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Please check your links.');
  expect(link('Facebook')).toHaveAccessibleDescription('This page does not exist.');
  expect(link('Facebook')).toHaveValue('https://www.facebook.com/nobody-here');
  expect(link('LinkedIn')).toHaveValue('https://www.linkedin.com/in/ann-lee');
});

test('links that cannot be loaded: "Unable to load data" and Retry', async () => {
  let failures = 1;
  const { user } = renderSettings({
    url: '/settings?tab=2',
    answers: [
      answer(settingsEndpoints.social, () => {
        if (failures-- > 0) throw serverFailure(500);
        return { social: saved };
      }),
    ],
  });

  expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load data');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('form', { name: 'Social media links' })).toBeInTheDocument();
});
