/**
 * §3 a warehouse's structure: the codes customs stores, and the items of the
 * `warehouse_structure` dictionary auth seeds.
 */
export const WAREHOUSE_STRUCTURES = ['steel', 'brick', 'frame', 'open'] as const;

/**
 * §3 a warehouse's main cargo type: the codes customs stores, and the items of the
 * `cargo_type` dictionary auth seeds.
 */
export const WAREHOUSE_CARGO_TYPES = ['general', 'bulk', 'cold', 'container', 'dangerous'] as const;
