import { AllowedHosts, isPublicAddress } from './address-rules';

describe('isPublicAddress', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12'],
    ['192.168.0.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.100.100.200', 'carrier-grade NAT (a cloud metadata address)'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique local'],
    ['fd00:ec2::254', 'unique local (cloud metadata)'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:a00:1::', '6to4'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['not an address', 'garbage'],
  ])('%s (%s) is refused', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([['93.184.216.34'], ['8.8.8.8'], ['172.32.0.1'], ['2606:4700:4700::1111'], ['::ffff:93.184.216.34']])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('AllowedHosts', () => {
  it('lets through only the hosts listed, with or without a port', () => {
    const allowed = new AllowedHosts(' 127.0.0.1:8081 , Pages.Internal ');
    expect(allowed.allows(new URL('http://127.0.0.1:8081/x'))).toBe(true);
    expect(allowed.allows(new URL('http://127.0.0.1:8082/x'))).toBe(false);
    expect(allowed.allows(new URL('https://pages.internal/x'))).toBe(true);
    expect(allowed.allows(new URL('http://pages.internal:9000/x'))).toBe(true);
    expect(new AllowedHosts(undefined).allows(new URL('http://127.0.0.1/'))).toBe(false);
    expect(new AllowedHosts('').allows(new URL('http://localhost/'))).toBe(false);
  });
});
