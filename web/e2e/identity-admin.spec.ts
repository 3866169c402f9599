import { expect, test } from '@playwright/test';
import { ADMIN, adminMenuLabels, passwordLogin, requireRealStack } from './identity-helpers';
import { snap } from './fixtures';

test.describe('back-office access (real stack)', () => {
  test.beforeAll(requireRealStack);

  test('the super-admin signs in to the back office and sees every menu of its role', async ({ page }) => {
    await passwordLogin(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    const labels = await adminMenuLabels(page);
    expect(labels).toEqual(
      expect.arrayContaining([
        '系统管理',
        '用户管理',
        '角色管理',
        '部门管理',
        '菜单管理',
        '商品管理',
        '留言管理',
      ]),
    );
    await snap(page, 'identity-admin-super-menu');

    // 系统管理 › 操作日志: its own sign-in is the newest line, with the client IP.
    await page.getByTestId('admin-menu').getByText('操作日志').click();
    await expect(page).toHaveURL(/\/admin\/sys\/log$/);
    await expect(page.getByRole('heading', { name: '操作日志' })).toBeVisible();
    const signIn = page
      .getByTestId('audit-log')
      .locator('.ant-table-row', { hasText: '登录成功' })
      .filter({ hasText: ADMIN.username })
      .first();
    await expect(signIn).toContainText(/\d+\.\d+\.\d+\.\d+|::1/);
    await signIn.getByTestId('audit-action').hover();
    await expect(page.getByRole('tooltip')).toHaveText('auth.login.succeeded');
    await signIn.click();
    await expect(page.getByTestId('audit-log').getByText('"method": "password"')).toBeVisible();
    await snap(page, 'identity-audit-log');
  });

  test('an admin creates a role with one menu and a user with it, and that user sees exactly that menu', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const roleName = `部门管理员${stamp}`;
    const username = `ops_${stamp}`;
    await passwordLogin(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto('/admin/sys/role');
    await page.getByTestId('role-add').click();
    await page.getByTestId('role-form').getByLabel('角色名称').fill(roleName);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByTestId(`role-auth-${roleName}`)).toBeVisible();
    await page.getByTestId(`role-auth-${roleName}`).click();
    const tree = page.getByTestId('role-menu-tree');
    await tree.locator('.ant-tree-treenode', { hasText: '部门管理' }).locator('.ant-tree-checkbox').click();
    await snap(page, 'identity-admin-role-auth');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(tree).toBeHidden();
    // The grant is saved before anyone is given the role.
    await page.getByTestId(`role-auth-${roleName}`).click();
    await expect(tree.locator('.ant-tree-treenode-checkbox-checked', { hasText: '部门管理' })).toBeVisible();
    await page.getByRole('button', { name: /取\s*消/ }).click();
    await expect(tree).toBeHidden();

    await page.goto('/admin/sys/user');
    await page.getByTestId('user-add').click();
    const form = page.getByTestId('user-form');
    await form.getByLabel('用户名').fill(username);
    await form.getByLabel('密码').fill('ops@2025');
    await form.getByLabel('姓名').fill('运营专员');
    // Typing narrows the list first: earlier runs leave many roles, and the list is virtual.
    await page.getByTestId('user-roles').click();
    await page.keyboard.type(roleName);
    await page.locator('.ant-select-item-option', { hasText: roleName }).click();
    await form.getByLabel('用户名').click();
    await expect(page.getByTestId('user-roles')).toContainText(roleName);
    await page.getByRole('button', { name: /保\s*存/ }).click();
    // The new user's row names the role, so the menu below is the role's and nothing else.
    await expect(
      page.getByTestId('data-table-sys-user').getByRole('row', { name: new RegExp(username) }),
    ).toContainText(roleName);
    await snap(page, 'identity-admin-users');

    await page.getByRole('button', { name: '退出登录' }).click();
    await passwordLogin(page, username, 'ops@2025');
    await expect(page).toHaveURL(/\/admin$/);
    expect(await adminMenuLabels(page)).toEqual(['系统管理', '部门管理']);
    await page.goto('/admin/sys/dept');
    await expect(page.getByRole('heading', { name: '部门管理' })).toBeVisible();
    await snap(page, 'identity-admin-limited-menu');
  });
});
