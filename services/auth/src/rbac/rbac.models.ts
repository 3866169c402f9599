import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '@trade/service-kit';

/** 1 = enabled, 0 = disabled (the changeStatus endpoints flip it). */
const status = { type: Number, default: 1, enum: [0, 1] };

/** A back-office user. Its permissions come from its roles. */
const adminUserSchema = new Schema(
  {
    username: { type: String, required: true, unique: true },
    usernameKey: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true, select: false },
    realname: { type: String, default: '' },
    mobile: { type: String, default: '' },
    email: { type: String, default: '' },
    deptId: { type: String, default: null },
    roleIds: { type: [String], default: [] },
    status,
    /** The bootstrap super-admin: cannot be disabled or deleted. */
    isSuper: { type: Boolean, default: false },
    lastLoginAt: Date,
    lastLoginIp: String,
  },
  schemaOptions,
);
adminUserSchema.index({ roleIds: 1 });
adminUserSchema.index({ deptId: 1 });

/** A role: the menus it opens and the permission strings it grants. */
const roleSchema = new Schema(
  {
    name: { type: String, required: true, unique: true },
    code: { type: String, default: '' },
    remark: { type: String, default: '' },
    sort: { type: Number, default: 0 },
    status,
    menuIds: { type: [String], default: [] },
    /** Extra permission strings beyond those of its menus (ALL_PERMISSIONS for the super role). */
    perms: { type: [String], default: [] },
  },
  schemaOptions,
);

/** A department in the tree of departments. */
const deptSchema = new Schema(
  {
    name: { type: String, required: true },
    parentId: { type: String, default: null },
    sort: { type: Number, default: 0 },
    leader: { type: String, default: '' },
    phone: { type: String, default: '' },
    status,
  },
  schemaOptions,
);
deptSchema.index({ parentId: 1 });

/**
 * A node of the menu tree: a directory, a page or a button. Each carries the
 * permission strings it stands for and the API endpoints behind them.
 */
const menuSchema = new Schema(
  {
    /** Stable name of a seeded menu, so seeding is idempotent. */
    key: { type: String, default: null },
    parentId: { type: String, default: null },
    title: { 'zh-cn': String, en: String, ru: String },
    type: { type: String, enum: ['dir', 'menu', 'button'], default: 'menu' },
    path: { type: String, default: '' },
    icon: { type: String, default: '' },
    perms: { type: [String], default: [] },
    apis: { type: [String], default: [] },
    /** Perms the default seed has offered a seeded menu, so it offers each only once. */
    seededPerms: { type: [String], default: undefined },
    sort: { type: Number, default: 0 },
    hidden: { type: Boolean, default: false },
    status,
  },
  schemaOptions,
);
menuSchema.index({ parentId: 1 });
menuSchema.index({ key: 1 });

export type AdminUser = InferSchemaType<typeof adminUserSchema> & { _id: { toString(): string } };
export type Role = InferSchemaType<typeof roleSchema> & { _id: { toString(): string } };
export type Dept = InferSchemaType<typeof deptSchema> & { _id: { toString(): string } };
export type Menu = InferSchemaType<typeof menuSchema> & { _id: { toString(): string } };

/** The RBAC models on the service's connection. */
export function rbacModels(connection: Connection) {
  return {
    users: connection.model('AdminUser', adminUserSchema, 'admin_users'),
    roles: connection.model('Role', roleSchema, 'roles'),
    depts: connection.model('Dept', deptSchema, 'depts'),
    menus: connection.model('Menu', menuSchema, 'menus'),
  };
}
export type RbacModels = ReturnType<typeof rbacModels>;
