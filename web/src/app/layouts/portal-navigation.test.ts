import { toNavItem } from './portal-navigation';

describe('the custom navigation as the portal draws it', () => {
  it('routes a portal path, opens an external address or a _blank target in a new tab', () => {
    expect(toNavItem({ id: 'a', title: '关于我们', url: '/about', target: '_self' })).toEqual({
      key: 'a',
      text: '关于我们',
      to: '/about',
    });
    expect(
      toNavItem({ id: 'b', title: '海关数据', url: 'http://stats.customs.gov.cn/', target: '_self' }),
    ).toEqual({ key: 'b', text: '海关数据', href: 'http://stats.customs.gov.cn/' });
    expect(toNavItem({ id: 'c', title: '报告', url: '/report', target: '_blank' })).toMatchObject({
      href: '/report',
    });
  });

  it('draws an entry with children as a heading, and one without a URL as text', () => {
    const heading = toNavItem({
      id: 'n',
      title: '新通道服务',
      url: '/tgfw',
      target: '_self',
      children: [{ id: 't', title: '通关服务', url: '/tgfw', target: '_self' }],
    });
    expect(heading).toEqual({
      key: 'n',
      text: '新通道服务',
      children: [{ key: 't', text: '通关服务', to: '/tgfw' }],
    });
    expect(toNavItem({ id: 'p', title: '快速响应', url: '', target: '_self' })).toEqual({
      key: 'p',
      text: '快速响应',
    });
  });
});
