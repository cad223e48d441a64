import { typedAddress } from './import-from-web';

describe('an address as an editor types it', () => {
  it('is reached over https when typed without its scheme', () => {
    expect(typedAddress('www.example.com/soup')).toBe('https://www.example.com/soup');
    expect(typedAddress(' example.co.uk ')).toBe('https://example.co.uk');
    expect(typedAddress('example.com:8080/soup?serves=4')).toBe('https://example.com:8080/soup?serves=4');
  });

  it('is left as given when it has a scheme or is no host name, to be read or refused as it is', () => {
    expect(typedAddress('http://example.com/soup')).toBe('http://example.com/soup');
    expect(typedAddress('ftp://example.com/soup')).toBe('ftp://example.com/soup');
    expect(typedAddress('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(typedAddress('127.0.0.1:8080/soup')).toBe('127.0.0.1:8080/soup');
    expect(typedAddress('grandma’s soup')).toBe('grandma’s soup');
  });
});
