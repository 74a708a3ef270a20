import { createContext, useContext } from 'react';
import type { FormSchema } from './use-schema-form.ts';

// What a field reads of the form it sits in: apart from the forms themselves (schema-form.tsx: the admin's, with its
// API error alerts; site-form.tsx: the reporter pages'), so a reporter page's fields never bring the API client along.

/** The look of the fields: the reporter screens (field, field-input…) or the admin screens (admin-field…). */
export type FieldVariant = 'site' | 'admin';

type FormSettings = { variant: FieldVariant; schema: FormSchema | null };
export const FormSettingsContext = createContext<FormSettings>({ variant: 'site', schema: null });

/** The variant and schema of the form a field sits in. */
export const useFormSettings = () => useContext(FormSettingsContext);
