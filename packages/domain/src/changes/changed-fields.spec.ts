import { changedFields } from './changed-fields';

const teacher = { id: 't1', name: 'Amara Bell', subject: 'Primary K-2 Guide', desc: 'Loves maps.', skills: [{ name: 'Art', percent: 80 }] };
const flyer = { title: 'Spring Open House', eventDate: { seconds: 1_800_000_000 }, launchDate: { seconds: 1_790_000_000 } };

describe('changedFields', () => {
  it.each<[string, object, object, object]>([
    ['nothing when every field is as it was', teacher, { name: 'Amara Bell', subject: 'Primary K-2 Guide' }, {}],
    ['a changed text', teacher, { name: 'Amara Bell', subject: 'Primary and Secondary Guide' }, { subject: 'Primary and Secondary Guide' }],
    ['several changed texts', teacher, { name: 'Amara B.', desc: 'Loves globes.' }, { name: 'Amara B.', desc: 'Loves globes.' }],
    ['an emptied text', teacher, { desc: '' }, { desc: '' }],
    ['nothing for a field left undefined', flyer, { title: undefined, eventDate: undefined }, {}],
    ['nothing for an equal timestamp in a new object', flyer, { eventDate: { seconds: 1_800_000_000 } }, {}],
    ['a moved timestamp', flyer, { eventDate: { seconds: 1_800_003_600 } }, { eventDate: { seconds: 1_800_003_600 } }],
    ['nothing for an equal list', teacher, { skills: [{ name: 'Art', percent: 80 }] }, {}],
    ['a changed list', teacher, { skills: [{ name: 'Art', percent: 90 }] }, { skills: [{ name: 'Art', percent: 90 }] }],
    ['a null that became a value', { title: null as string | null }, { title: 'Concert' }, { title: 'Concert' }],
    ['a value that became null', flyer, { title: null as unknown as string }, { title: null }],
  ])('should find %s', (_case, original, edited, expected) => {
    expect(changedFields(original, edited)).toEqual(expected);
  });
});
