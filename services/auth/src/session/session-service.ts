import type { Identity } from '@trade/contracts';
import type { AuditWriter } from '../audit/audit-writer';
import { authFail } from '../errors';
import type { SigningKeys } from '../keys/signing-keys';
import type { Member } from '../members/member.model';
import type { MemberRepository } from '../members/member-repository';
import type { PasswordHasher } from '../passwords/password-hasher';
import type { AdminDirectory } from '../rbac/admin-directory';
import type { AdminUser } from '../rbac/rbac.models';
import type { SmsCodes } from '../sms/sms-codes';
import type { RefreshGrant, RefreshTokens } from '../tokens/refresh-tokens';
import type { SessionCutoff } from '../tokens/session-cutoff';
import {
  passwordMessageParams,
  passwordProblem,
  SPEC_PASSWORD_RULE,
  type PasswordRule,
} from '../passwords/password-rule';
import type { LoginThrottle } from './login-throttle';

/**
 * §3 "Login session", as /login/login, /login/loginByCode, /login/reg and
 * /login/refresh answer it. Both expiries are epoch milliseconds.
 */
export interface LoginSession {
  accessToken: string;
  refreshToken: string;
  accessTokenExpires: number;
  refreshTokenExpires: number;
  member_info: Record<string, unknown>;
}

export interface SessionDeps {
  members: MemberRepository;
  admins: AdminDirectory;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  codes: SmsCodes;
  refresh: RefreshTokens;
  keys: SigningKeys;
  audit: AuditWriter;
  /** Ends every session of a member whose password was reset. */
  cutoff: Pick<SessionCutoff, 'endAllOf'>;
  /** The password rule in force (the back office tunes it); §5's when not given. */
  passwordRule?: () => PasswordRule;
}

/** §3 "User info" of a member. */
export function memberInfo(member: Member) {
  const id = String(member._id);
  return {
    id,
    kind: 'member' as const,
    memberId: id,
    username: member.account,
    realname: member.contact,
    mobile: member.phone,
    companyName: member.companyName,
    email: member.email ?? '',
    country: member.country ?? '',
    role: ['member'],
    permissions: [] as string[],
  };
}

/** Signing in, staying signed in and signing out, for members and admin users. */
export class SessionService {
  constructor(private readonly d: SessionDeps) {}

  /** Account + password, for a member or an admin; the answer never says which part was wrong. */
  async loginByPassword(account: string, password: string, ip: string): Promise<LoginSession> {
    await this.d.throttle.check(account, ip);
    const member = await this.d.members.findByAccount(account);
    const admin = member ? null : await this.d.admins.findByUsername(account);
    const found = member ?? admin;
    const valid = await this.d.hasher.verify(found?.passwordHash, password);
    if (!found || !valid) {
      await this.d.throttle.failed(account, ip);
      await this.d.audit({
        action: 'auth.login.failed',
        actor: found ? { sub: String(found._id), kind: member ? 'member' : 'admin' } : undefined,
        ip,
        data: { account: account.slice(0, 50), method: 'password' },
      });
      throw authFail('LOGIN_FAILED');
    }
    await this.d.throttle.succeeded(account, ip);
    return member ? this.signInMember(member, ip, 'password') : this.signInAdmin(admin!, ip);
  }

  /** Phone + SMS code, for members. */
  async loginByCode(phone: string, code: string, ip: string): Promise<LoginSession> {
    await this.d.throttle.check(phone, ip);
    try {
      await this.d.codes.consume(phone, code);
    } catch (error) {
      await this.d.throttle.failed(phone, ip);
      await this.d.audit({ action: 'auth.login.failed', ip, data: { phone, method: 'sms' } });
      throw error;
    }
    const member = await this.d.members.findByPhone(phone);
    // The caller proved they hold the phone, so saying it is not registered reveals nothing new.
    if (!member) throw authFail('PHONE_NOT_REGISTERED');
    await this.d.throttle.succeeded(phone, ip);
    return this.signInMember(member, ip, 'sms');
  }

  /**
   * A forgotten password: the member proves they hold the account's phone with an SMS
   * code and sets a new password (§5 rule). Every session the member had is ended
   * (SessionCutoff.endAllOf: refresh answers 401 and the gateway refuses their access
   * tokens), so the old password and whoever held a session with it are out; the
   * answer is a fresh session for the device that made the reset.
   */
  async resetPassword(phone: string, code: string, password: string, ip: string): Promise<LoginSession> {
    const rule = this.d.passwordRule?.() ?? SPEC_PASSWORD_RULE;
    const problem = passwordProblem(password, rule);
    if (problem) throw authFail(problem, passwordMessageParams(rule));
    await this.d.throttle.check(phone, ip);
    try {
      await this.d.codes.consume(phone, code);
    } catch (error) {
      await this.d.throttle.failed(phone, ip);
      await this.d.audit({ action: 'auth.password.reset-failed', ip, data: { phone } });
      throw error;
    }
    const member = await this.d.members.findByPhone(phone);
    // The caller proved they hold the phone, so saying it is not registered reveals nothing new.
    if (!member) throw authFail('PHONE_NOT_REGISTERED');
    if (member.status !== 1) throw authFail('ACCOUNT_DISABLED');
    const id = String(member._id);
    await this.d.members.setPasswordHash(id, await this.d.hasher.hash(password));
    await this.d.cutoff.endAllOf(id);
    await this.d.throttle.succeeded(phone, ip);
    await this.d.audit({
      action: 'auth.password.reset',
      actor: { sub: id, kind: 'member', name: member.account },
      subject: id,
      ip,
    });
    return this.signInMember(member, ip, 'password-reset');
  }

  /** A new session for a member who just registered. */
  async signInMember(member: Member, ip: string, method: string): Promise<LoginSession> {
    if (member.status !== 1) throw authFail('ACCOUNT_DISABLED');
    const id = String(member._id);
    await this.d.members.signedIn(id, ip);
    await this.d.audit({
      action: 'auth.login.succeeded',
      actor: { sub: id, kind: 'member', name: member.account },
      subject: id,
      ip,
      data: { method },
    });
    const refresh = await this.d.refresh.issue({ kind: 'member', sub: id });
    return this.present(this.memberIdentity(member), refresh, memberInfo(member));
  }

  private async signInAdmin(user: AdminUser, ip: string): Promise<LoginSession> {
    if (user.status !== 1) throw authFail('ACCOUNT_DISABLED');
    const id = String(user._id);
    const access = await this.d.admins.accessOf(user);
    await this.d.admins.signedIn(id, ip);
    await this.d.audit({
      action: 'auth.login.succeeded',
      actor: { sub: id, kind: 'admin', name: user.username },
      subject: id,
      ip,
      data: { method: 'password', perms: access.perms },
    });
    const refresh = await this.d.refresh.issue({ kind: 'admin', sub: id });
    return this.present(
      { sub: id, kind: 'admin', roles: access.info.roles, perms: access.perms },
      refresh,
      access.info,
    );
  }

  /** Rotates the refresh token; permissions are recomputed, so role changes apply from here on. */
  async refresh(token: string): Promise<LoginSession> {
    const next = await this.d.refresh.rotate(token);
    if (next.kind === 'member') {
      const member = await this.d.members.findById(next.sub);
      if (!member || member.status !== 1) throw authFail('REFRESH_INVALID');
      return this.present(this.memberIdentity(member), next, memberInfo(member));
    }
    const user = await this.d.admins.findById(next.sub);
    if (!user || user.status !== 1) throw authFail('REFRESH_INVALID');
    const access = await this.d.admins.accessOf(user);
    return this.present(
      { sub: next.sub, kind: 'admin', roles: access.info.roles, perms: access.perms },
      next,
      access.info,
    );
  }

  async logout(token: string): Promise<void> {
    await this.d.refresh.revoke(token);
  }

  private memberIdentity(member: Member): Identity {
    const id = String(member._id);
    // The company name rides in the token so services show the account's name, not a form's.
    return {
      sub: id,
      kind: 'member',
      roles: ['member'],
      perms: [],
      memberId: id,
      company: member.companyName,
    };
  }

  private async present(
    identity: Identity,
    refresh: RefreshGrant,
    info: Record<string, unknown>,
  ): Promise<LoginSession> {
    const access = await this.d.keys.signAccessToken(identity, refresh.sessionId);
    return {
      accessToken: access.token,
      refreshToken: refresh.token,
      accessTokenExpires: access.expiresAt * 1000,
      refreshTokenExpires: refresh.expiresAt,
      member_info: info,
    };
  }
}
