// How every start of the server runs Node: `npm start`, the bench, the local deployment's
// instances, Lighthouse and the browser tests (the systemd unit in docs/deploy.md and the server
// package's start script write the same; scripts/server-flags.test.ts holds them to this list).
//
// A young generation of 64 MB semi-spaces, where Node's default is 16 MB: at some 1,200 requests
// a second the default scavenged every 100 ms and promoted the objects of the requests then in
// flight, which filled the old generation by 14-20 MB a second and brought a full collection
// every 10-12 s that held up every request of its moment for 60-100 ms; 32 MB did the same. With
// 64 MB no full collection came in 20 s of load (docs/performance.md, "Where the tail comes from").
// The price: up to some 150 MB more memory per instance.
export const serverNodeFlags = ['--max-semi-space-size=64'];
