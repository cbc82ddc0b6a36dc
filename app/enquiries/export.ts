/**
 * The staff export's columns, derived from the field model: the stored
 * enquiry's facts, the product choices, then every field by its path.
 */
import { FIELDS, PRODUCTS, valueAt, type FieldSpec } from "./fields";
import type { StoredEnquiry } from "./store.server";

type Cell = string | number | boolean | null;
type Column = { header: string; value: (item: StoredEnquiry) => Cell };

export const EXPORT_COLUMNS: readonly Column[] = [
  { header: "id", value: (item) => item.id },
  { header: "createdAt", value: (item) => item.createdAt },
  { header: "status", value: (item) => item.status },
  { header: "via", value: (item) => item.via },
  ...PRODUCTS.map((product): Column => ({ header: `products.${product.key}`, value: (item) => item.enquiry.products[product.key] })),
  ...(FIELDS as readonly FieldSpec[]).map((field): Column => ({ header: field.name, value: (item) => valueAt(item.enquiry, field.name) })),
];

export const exportHeader = (): string[] => EXPORT_COLUMNS.map((column) => column.header);
export const exportRow = (item: StoredEnquiry): Cell[] => EXPORT_COLUMNS.map((column) => column.value(item));
