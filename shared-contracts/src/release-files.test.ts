import { releaseFilesOf } from './release-files';

const integrity = 'sha256-V8OaVcHWBLGbmXN49GUK+HcUTG/mgQIxA6rWN/TAKDg=';

test('a release file is a plain name beside the entry, and a script is hinted only with its integrity', () => {
  expect(releaseFilesOf({ js: [{ name: '791.c6929444.js', integrity }], css: ['app.87057458.css'] })).toEqual({
    js: [{ name: '791.c6929444.js', integrity }],
    css: ['app.87057458.css'],
  });
});

test('anything else a manifest lists is left out: other sites, folders, scripts without an integrity, markup', () => {
  expect(
    releaseFilesOf({
      js: [{ name: '//elsewhere.example/x.js', integrity }, { name: '../x.js', integrity }, { name: 'x.js' }, { name: 'y.js', integrity: '"><script>' }, 'z.js', null],
      css: ['https://elsewhere.example/x.css', 7, 'a"b.css', '../x.css'],
    }),
  ).toEqual({ js: [], css: [] });
  for (const listed of [undefined, null, 'x.js', [], { js: 'x.js', css: {} }]) expect(releaseFilesOf(listed)).toEqual({ js: [], css: [] });
});
