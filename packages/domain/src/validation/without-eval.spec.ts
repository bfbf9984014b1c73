import { validateWithoutEval } from './without-eval';

describe('validateWithoutEval', () => {
  it('should turn zod to checks that never call eval, and they give the same results', async () => {
    validateWithoutEval();
    const { z, config } = await import('zod');
    expect(config().jitless).toBe(true);

    const evals = jest.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string().min(1, 'Please enter your name.') });
    expect(schema.safeParse({ name: 'Ada' }).success).toBe(true);
    expect(schema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Please enter your name.');
    expect(evals).not.toHaveBeenCalled();
  });
});
