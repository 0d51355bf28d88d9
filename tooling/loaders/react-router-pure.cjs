/*
 * react-router's production build keeps every component it defines, used or not: `Link`, `NavLink` and `Form` are
 * `React.forwardRef(…)` calls the minifier must assume have effects, each followed by a `displayName` assignment (a
 * name for React's developer tools), which is one. No remote uses any of them (their links are the kit's), yet each
 * remote's router carried them and all they reach (prefetching, form submission). This loader marks those calls pure
 * and drops the assignments, so what a remote does not use is left out. Its production build also prints its
 * developers' warnings ("You should call navigate() in a React.useEffect()…", a route path ending in `*`…), whose texts
 * every remote carried: `warning`, `warningOnce` and `warnOnce` are emptied, so the minifier drops their calls and
 * texts, as React's own production build has no such warnings (development builds keep them: this loader runs in
 * production only). If react-router's output changes shape, the patterns match nothing and the build is as before
 * (the budget test then says so).
 */
module.exports = function reactRouterPure(source) {
  return source
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1')
    .replace(/^(function (?:warning|warningOnce|warnOnce)\([^)]*\) \{)\n[\s\S]*?\n\}$/gm, '$1}');
};
