// The appointment survey chart with stub saves (SPEC §4 Timeline; issue 17): where it starts from the caller's saved
// answers, each answer saved at once with the server's answer kept, a failed save staying on its step with the
// chart's words, and changing the answers from thanks. The expected values are written from the spec, by hand.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { surveyMachine } from '../../src/machines/survey/survey.machine'
import type { Feedback } from '../../src/schemas/OrderEvent'
import { deferred } from '../support/stub-actors'
import { ownFeedback as feedback } from '../support/survey-fixtures'

function start(rating: number | null = null, comment: string | null = null) {
  const saveRating = deferred<Feedback>()
  const saveComment = deferred<Feedback>()
  const actor = createActor(
    surveyMachine.provide({ actors: { saveRating: saveRating.logic, saveComment: saveComment.logic } }),
    {
      input: { orderId: 'order-1', rating, comment },
    },
  ).start()
  return { actor, saveRating, saveComment, state: () => actor.getSnapshot() }
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('saving'))

describe('survey chart', () => {
  it.each([
    ['nothing answered', null, null, 'rating'],
    ['a comment but no rating', null, 'Nice.', 'rating'],
    ['only a rating', 4, null, 'comment'],
    ['a rating and a blank comment', 4, '   ', 'comment'],
    ['a rating and a comment', 4, 'Nice.', 'thanks'],
  ])('starts at the right step with %s', (_, rating, comment, step) => {
    expect(start(rating, comment).state().value).toBe(step)
  })

  it('fills the comment box with the saved comment', () => {
    expect(start(4, 'Nice.').state().context.draft).toBe('Nice.')
    expect(start(4, null).state().context.draft).toBe('')
  })

  it('saves a face at once, then asks for the comment with the rating the server kept', async () => {
    const { actor, saveRating, state } = start()
    actor.send({ type: 'rate', rating: 5 })
    expect(state().hasTag('saving')).toBe(true)
    expect(state().context.picked).toBe(5)
    expect(saveRating.calls).toEqual([{ orderId: 'order-1', rating: 5 }])
    saveRating.resolve(feedback(5, null))
    await settled(actor)
    expect(state().value).toBe('comment')
    expect(state().context).toMatchObject({ rating: 5, picked: null })
  })

  it('goes back to the faces with its words when a rating cannot be saved, keeping the saved one', async () => {
    const { actor, saveRating, state } = start(2, null)
    actor.send({ type: 'rate', rating: 4 })
    saveRating.reject(new Error('boom'))
    await settled(actor)
    expect(state().value).toBe('rating')
    expect(state().context).toMatchObject({
      rating: 2,
      picked: null,
      error: 'Your rating could not be saved. Please try again.',
    })
    // Picking a face again forgets the message.
    actor.send({ type: 'rate', rating: 3 })
    expect(state().context.error).toBeUndefined()
    expect(saveRating.calls).toHaveLength(2)
  })

  it('will not send an empty or blank comment', () => {
    const { actor, saveComment, state } = start(4, null)
    actor.send({ type: 'comment.submit' })
    actor.send({ type: 'comment.change', text: '  \n' })
    actor.send({ type: 'comment.submit' })
    expect(state().value).toBe('comment')
    expect(saveComment.calls).toEqual([])
  })

  it('saves the comment as typed and thanks with the comment the server kept', async () => {
    const { actor, saveComment, state } = start(4, null)
    actor.send({ type: 'comment.change', text: 'Quick and tidy.' })
    actor.send({ type: 'comment.submit' })
    expect(state().hasTag('saving')).toBe(true)
    expect(saveComment.calls).toEqual([{ orderId: 'order-1', comment: 'Quick and tidy.' }])
    saveComment.resolve(feedback(4, 'Quick and tidy!'))
    await settled(actor)
    expect(state().value).toBe('thanks')
    expect(state().context).toMatchObject({ comment: 'Quick and tidy!', draft: 'Quick and tidy!' })
  })

  it('empties the box when the server keeps no comment', async () => {
    const { actor, saveComment, state } = start(4, null)
    actor.send({ type: 'comment.change', text: 'Hm.' })
    actor.send({ type: 'comment.submit' })
    saveComment.resolve(feedback(4, null))
    await settled(actor)
    expect(state().context).toMatchObject({ comment: null, draft: '' })
  })

  it('keeps the typed comment with its words when it cannot be saved; typing forgets the message', async () => {
    const { actor, saveComment, state } = start(4, null)
    actor.send({ type: 'comment.change', text: 'Quick and tidy.' })
    actor.send({ type: 'comment.submit' })
    saveComment.reject(new Error('boom'))
    await settled(actor)
    expect(state().value).toBe('comment')
    expect(state().context).toMatchObject({
      draft: 'Quick and tidy.',
      comment: null,
      error: 'Your comment could not be saved. Please try again.',
    })
    actor.send({ type: 'comment.change', text: 'Quick and tidy!' })
    expect(state().context.error).toBeUndefined()
  })

  it('lets the rating be changed from the comment step, keeping the draft', async () => {
    const { actor, saveRating, state } = start(2, null)
    actor.send({ type: 'comment.change', text: 'Half written' })
    actor.send({ type: 'rate', rating: 4 })
    expect(saveRating.calls).toEqual([{ orderId: 'order-1', rating: 4 }])
    saveRating.resolve(feedback(4, null))
    await settled(actor)
    expect(state().value).toBe('comment')
    expect(state().context).toMatchObject({ rating: 4, draft: 'Half written' })
  })

  it('changes the answers from thanks, starting at the faces', () => {
    const { actor, saveRating, state } = start(4, 'Nice.')
    actor.send({ type: 'rate', rating: 1 })
    expect(saveRating.calls).toEqual([])
    actor.send({ type: 'edit' })
    expect(state().value).toBe('rating')
    expect(state().context.draft).toBe('Nice.')
  })
})
