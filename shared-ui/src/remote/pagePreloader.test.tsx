import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { lazyPage } from '../lazy-part';
import { pagePreloader, RemoteRoutes, type AreaPages } from './RemoteRoutes';

function areaWith(load: () => Promise<() => React.JSX.Element>) {
  const Entities = lazyPage(load);
  const pages: AreaPages = { EntitiesList: <Entities />, Settings: <h1>Settings</h1> };
  return { pages, preloadPage: pagePreloader('profile', pages) };
}

test("a page's code is fetched by its path ahead of its visit, and the page then shows at once, without its spinner", async () => {
  const load = jest.fn(async () => () => <h1>My Entities</h1>);
  const { pages, preloadPage } = areaWith(load);

  await preloadPage('/entities');
  expect(load).toHaveBeenCalledTimes(1);
  render(
    <MemoryRouter initialEntries={['/entities']}>
      <RemoteRoutes owner="profile" pages={pages} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'My Entities' })).toBeVisible();
  expect(load).toHaveBeenCalledTimes(1);
});

test("a path of another area, or a page without a chunk of its own, fetches nothing; a chunk that fails is left to the page's Retry", async () => {
  const load = jest.fn(() => Promise.reject(new Error('chunk failed')));
  const { preloadPage } = areaWith(load);

  await expect(preloadPage('/my_deals')).resolves.toBeUndefined();
  await expect(preloadPage('/settings')).resolves.toBeUndefined();
  expect(load).not.toHaveBeenCalled();

  await expect(preloadPage('/entities')).resolves.toBeUndefined();
  await expect(preloadPage('/entities')).resolves.toBeUndefined();
  // Not kept as failed: each ask tries again, as the page's Retry does.
  expect(load).toHaveBeenCalledTimes(2);
});
