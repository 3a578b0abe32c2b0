import { useMemo, useState } from 'react';
import { Button, Col, Empty, Flex, Input, Row, Tabs, Typography } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LearningPathListItem } from '@grammarpath/contracts';
import { QueryState } from '@grammarpath/platform/ui';
import { PATHS_NAMESPACE } from '../../../i18n';
import { usePaths } from '../../../shared/api/get-paths';
import { filterPaths, PATH_FILTERS, type PathFilter } from '../model/path-filters';
import { PathListCard } from './path-list-card';

/**
 * The list holds every path, most of them below the first screen: the browser styles, lays out and paints a
 * card only as it nears the viewport (the size it had, or about a phone's card, holds its place until then).
 */
const OFF_SCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 340px' } as const;

/** /learning-paths: the searchable list of paths with its six filter tabs. */
export function PathsListPage() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const [filter, setFilter] = useState<PathFilter>('all');
  const [search, setSearch] = useState('');
  const paths = usePaths();

  const viewAll = () => {
    setFilter('all');
    setSearch('');
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2}>{t('list.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('list.subtitle')}</Typography.Paragraph>
      </div>
      <Input.Search
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        // antd's icons would name these buttons "close-circle" and "search", in English.
        allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('list.clearSearch')} /> }}
        searchIcon={<SearchOutlined aria-label={t('list.searchButton')} />}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={setSearch}
      />
      <Tabs
        activeKey={filter}
        onChange={(key) => setFilter(key as PathFilter)}
        items={PATH_FILTERS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      <QueryState query={paths} errorTitle={t('list.loadError')} rows={6}>
        {(data) => <FilteredPaths paths={data ?? []} filter={filter} search={search} onViewAll={viewAll} />}
      </QueryState>
    </Flex>
  );
}

/** The paths the tab and the search leave, or the empty state that leads back to all paths. */
function FilteredPaths({
  paths,
  filter,
  search,
  onViewAll,
}: {
  paths: LearningPathListItem[];
  filter: PathFilter;
  search: string;
  onViewAll: () => void;
}) {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const shown = useMemo(() => filterPaths(paths, filter, search), [paths, filter, search]);
  if (shown.length === 0) {
    return (
      <Empty description={<Typography.Text strong>{t('list.empty')}</Typography.Text>}>
        <Typography.Paragraph type="secondary">{t('list.emptyHint')}</Typography.Paragraph>
        <Button type="primary" onClick={onViewAll}>
          {t('list.viewAll')}
        </Button>
      </Empty>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {shown.map((path) => (
        <Col xs={24} md={12} lg={8} key={path.id} style={OFF_SCREEN_SKIPPED}>
          <PathListCard path={path} />
        </Col>
      ))}
    </Row>
  );
}
