/*
 * react-router's production build keeps every component it defines, used or not: `Link`, `NavLink` and `Form` are
 * `React.forwardRef(…)` calls the minifier must assume have effects, each followed by a `displayName` assignment (a
 * name for React's developer tools), which is one. No remote uses any of them (their links are the kit's), yet each
 * remote's router carried them and all they reach (prefetching, form submission). This loader marks those calls pure
 * and drops the assignments, so what a remote does not use is left out. If react-router's output changes shape, the
 * patterns match nothing and the build is as before (the budget test then says so).
 */
module.exports = function reactRouterPure(source) {
  return source.replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '').replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1');
};
