/** Spec §9: the pager's page sizes (the pager library's defaults). */
export const pageSizeOptions = [10, 20, 50, 100] as const
