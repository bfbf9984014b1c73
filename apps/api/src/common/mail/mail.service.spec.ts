import { smtpUrlWith } from './mail.service';

describe('smtpUrlWith', () => {
  it('should add the transport options to the address, keeping its account, its own options and what it already sets', () => {
    const url = new URL(smtpUrlWith('smtps://office%40school.example:p%40ss@mail.example:465/?tls.rejectUnauthorized=false&socketTimeout=5000', { connectionTimeout: 20000, socketTimeout: 20000, greetingTimeout: 20000 }));
    expect([url.protocol, url.username, url.password, url.host]).toEqual(['smtps:', 'office%40school.example', 'p%40ss', 'mail.example:465']);
    expect(Object.fromEntries(url.searchParams)).toEqual({ 'tls.rejectUnauthorized': 'false', socketTimeout: '5000', connectionTimeout: '20000', greetingTimeout: '20000' });
  });
});
