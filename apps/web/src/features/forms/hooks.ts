import { useQuery } from '@tanstack/react-query';
import { formsApi } from './forms.api';

/** Keys start with "backoffice": the back office's writes read them again (see backoffice/hooks.ts). */
export const formKeys = {
  list: ['backoffice', 'forms'] as const,
  one: (id: string) => ['backoffice', 'form', id] as const,
  chart: (id: string, component: string) => ['backoffice', 'form-chart', id, component] as const,
};

export const useForms = (enabled = true) =>
  useQuery({ queryKey: formKeys.list, queryFn: formsApi.list, enabled });

export const useFormDefinition = (id: string | undefined) =>
  useQuery({
    queryKey: formKeys.one(id ?? ''),
    queryFn: () => formsApi.get(id ?? ''),
    enabled: Boolean(id),
    retry: false,
  });

export const useChart = (formId: string | undefined, componentId: string) =>
  useQuery({
    queryKey: formKeys.chart(formId ?? '', componentId),
    queryFn: () => formsApi.chart(formId ?? '', componentId),
    enabled: Boolean(formId),
    retry: false,
  });
