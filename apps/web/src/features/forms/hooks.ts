import { FORM_ENDPOINTS as API } from '@bitdata/contracts/forms.endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointKey } from '../../api/query-keys';
import { formsApi } from './forms.api';

/** Keys of the forms endpoints, under /forms: the back office's writes read them again (BACKOFFICE_READS). */
export const formKeys = {
  list: endpointKey(API.list, { query: {} }),
  one: (id: string) => endpointKey(API.get, { params: { id } }),
  chart: (id: string, componentId: string) => endpointKey(API.chart, { params: { id, componentId } }),
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
