// The federation runtime of a portal remote's container (remoteEntry.js): its own sharing, joined to
// its host's share scope when the host initialises it. It needs nothing else from the page, so any
// host that speaks the container protocol (init with a share scope, then get) can load it.
export { install as default } from './bundler-runtime';
