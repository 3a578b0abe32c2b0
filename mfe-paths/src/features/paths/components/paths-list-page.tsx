import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Input, Row, Skeleton, Tabs, Typography } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PATHS_NAMESPACE } from '../../../i18n';
import { usePaths } from '../../../shared/api/get-paths';
import { filterPaths, PATH_FILTERS, type PathFilter } from '../model/path-filters';
import { PathListCard } from './path-list-card';

/** /learning-paths: the searchable list of paths with its six filter tabs. */
export function PathsListPage() {
  const { t } = useTranslation(PATHS_NAMESPACE);
  const [filter, setFilter] = useState<PathFilter>('all');
  const [search, setSearch] = useState('');
  const { data, isLoading, error, refetch } = usePaths();
  const shown = useMemo(() => filterPaths(data ?? [], filter, search), [data, filter, search]);

  const viewAll = () => {
    setFilter('all');
    setSearch('');
  };

  let body;
  if (isLoading) {
    body = (
      <Row gutter={[16, 16]} aria-busy="true">
        {/* Keys no path has: React must not move a placeholder column into a card's place (a layout shift). */}
        {['loading-1', 'loading-2', 'loading-3'].map((key) => (
          <Col xs={24} md={12} lg={8} key={key}>
            <Card>
              <Skeleton active />
            </Card>
          </Col>
        ))}
      </Row>
    );
  } else if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('list.loadError')}
        description={error.message}
        action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (shown.length === 0) {
    body = (
      <Empty description={<Typography.Text strong>{t('list.empty')}</Typography.Text>}>
        <Typography.Paragraph type="secondary">{t('list.emptyHint')}</Typography.Paragraph>
        <Button type="primary" onClick={viewAll}>
          {t('list.viewAll')}
        </Button>
      </Empty>
    );
  } else {
    body = (
      <Row gutter={[16, 16]}>
        {shown.map((path) => (
          <Col xs={24} md={12} lg={8} key={path.id}>
            <PathListCard path={path} />
          </Col>
        ))}
      </Row>
    );
  }

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
      {body}
    </Flex>
  );
}
