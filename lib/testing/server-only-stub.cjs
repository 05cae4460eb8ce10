// Jest runs lib/ code outside React Server Components; "server-only" would throw there.
module.exports = {};
