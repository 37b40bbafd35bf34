/**
 * Webhook and push targets that reach this machine or its network without looking private at a
 * glance: local names, IPv4 inside IPv6 (compatible, mapped, 6to4, NAT64, Teredo), the unspecified
 * address and the cloud metadata service. Every check of a member-chosen URL must refuse them all.
 */
export const PRIVATE_PROBES = [
  'https://localhost:8443/',
  'https://localhost.:8443/',
  'https://hooks.LOCALHOST.:8443/',
  'https://[::127.0.0.1]:8443/',
  'https://[::]:8443/',
  'https://[::ffff:127.0.0.1]:8443/',
  'https://[::ffff:a00:1]:8443/',
  'https://[2002:7f00:1::]:8443/',
  'https://[2002:a9fe:a9fe::1]:8443/',
  'https://[64:ff9b::7f00:1]:8443/',
  'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]:8443/',
  'https://169.254.169.254/latest/meta-data',
];

/** Targets that look public: the same checks let them through. */
export const PUBLIC_TARGETS = [
  'https://hooks.example.com:8443/',
  'https://localhost.example.com/',
  'https://1.1.1.1/',
  'https://[2606:4700:4700::1111]:8443/',
  'https://[::ffff:8.8.8.8]/',
];
