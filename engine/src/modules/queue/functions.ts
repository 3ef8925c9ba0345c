/**
 * svc-queue's functions: `engine::queue::enqueue` (the provider form of an `enqueue` action),
 * `iii::durable::publish`, the console's `engine::queue::*` listings and the dead-letter
 * functions `iii::queue::*`. Each input is checked by its generated validator
 * (`schema/contracts/queue/*-input`); bad input is answered with `deserialization_error`.
 */
import type { Validator } from '@svc/protocol';
import { EngineError, ErrorCode } from '../../errors.js';
import { Contracts } from '../contracts.js';
import type { ModuleHost } from '../host.js';
import { checkedFunctions } from '../state/functions.js';
import type { QueueService } from './queue.js';

/** The topic of an input that may name it `queue` or `topic`; refused when empty. */
function topicOf(functionId: string, data: { queue?: string; topic?: string }): string {
  const topic = data.queue ?? data.topic ?? '';
  if (topic === '')
    throw new EngineError(
      ErrorCode.deserializationError,
      `Failed to deserialize input for ${functionId}: queue is required`,
    );
  return topic;
}

/** The span attributes of a call: the queue or topic it touched, when its input names one. */
function touched(input: unknown): Record<string, string> {
  const { queue, topic } = input as { queue?: unknown; topic?: unknown };
  const name = typeof queue === 'string' ? queue : topic;
  return typeof name === 'string' && name !== '' ? { 'svc.queue.topic': name } : {};
}

/** Registers every function of svc-queue. */
export function registerQueueFunctions(host: ModuleHost<unknown>, service: QueueService): void {
  const contracts = new Contracts(async () => ({
    ...(await import('@svc/protocol/validators/contracts/queue')),
    validateAnyObject,
  }));
  const fn = checkedFunctions(host, touched, contracts);
  const adapter = service.adapter;

  fn(
    'engine::queue::enqueue',
    'Keeps a message for a function on a named queue; answers {messageReceiptId} once it is kept.',
    'validateQueueEnqueueInput',
    async (call) => ({
      messageReceiptId: await service.enqueue(call.queue, call.function_id, call.data ?? null, {
        ...(call.messageReceiptId !== undefined ? { id: call.messageReceiptId } : {}),
        ...(call.traceparent !== undefined ? { traceparent: call.traceparent } : {}),
        ...(call.baggage !== undefined ? { baggage: call.baggage } : {}),
      }),
    }),
  );
  fn(
    'iii::durable::publish',
    'Keeps a message for every function bound to the topic; answers {messageReceiptId} once it is kept.',
    'validateQueuePublishInput',
    async (call) => ({
      messageReceiptId: await service.publish(call.topic ?? call.queue ?? '', call.data ?? null, {
        ...(call.messageGroupId !== undefined ? { group: call.messageGroupId } : {}),
        ...(call.priority !== undefined ? { priority: call.priority } : {}),
        ...(call.delaySeconds !== undefined ? { delaySeconds: call.delaySeconds } : {}),
      }),
    }),
  );
  fn(
    'engine::queue::list_topics',
    'Named queues and topics: [{name, broker_type, subscriber_count, depth, dlq_depth}].',
    'validateAnyObject',
    async () =>
      Promise.all(
        (await service.topics()).map(async (name) => {
          const counts = await adapter.counts(name);
          return {
            name,
            broker_type: adapter.kind,
            subscriber_count: service.subscribers(name),
            depth: counts.depth,
            dlq_depth: counts.dlq,
          };
        }),
      ),
  );
  fn(
    'engine::queue::topic_stats',
    'Counts of a topic: {depth, in_flight, done, failed, dlq_depth, consumer_count, config}.',
    'validateQueueTopicInput',
    ({ topic }) => service.stats(topic),
  );
  fn(
    'engine::queue::dlq_topics',
    'Topics with dead letters: [{topic, broker_type, message_count}].',
    'validateAnyObject',
    async () =>
      (await adapter.dlqTopics()).map(({ topic, count }) => ({
        topic,
        broker_type: adapter.kind,
        message_count: count,
      })),
  );
  fn(
    'engine::queue::dlq_messages',
    "A page of a topic's dead letters, oldest first: {topic, total, messages: [{id, payload, error, retries, ...}]}.",
    'validateQueueDlqMessagesInput',
    async ({ topic, offset, limit }) => {
      const page = await adapter.dlqPage(topic, offset ?? 0, limit ?? 50);
      return {
        topic,
        total: page.total,
        messages: page.messages.map((m) => ({
          id: m.id,
          function_id: m.fn,
          payload: m.data,
          error: m.lastError ?? '',
          failed_at: m.failedAt / 1000,
          retries: m.attempts,
          size_bytes: Buffer.byteLength(JSON.stringify(m.data)),
        })),
      };
    },
  );
  fn(
    'iii::queue::redrive',
    'Moves every dead letter of a topic back to its queue: {queue, redriven}.',
    'validateQueueRedriveInput',
    async (call) => {
      const queue = topicOf('iii::queue::redrive', call);
      return { queue, redriven: await service.redrive(queue) };
    },
  );
  fn(
    'iii::queue::redrive_message',
    'Moves one dead letter back to its queue: {queue, message_id, redriven}.',
    'validateQueueMessageInput',
    async (call) => {
      const queue = topicOf('iii::queue::redrive_message', call);
      return { queue, message_id: call.message_id, redriven: (await service.redrive(queue, call.message_id)) > 0 };
    },
  );
  fn(
    'iii::queue::discard_message',
    'Deletes one dead letter: {queue, message_id, discarded}.',
    'validateQueueMessageInput',
    async (call) => {
      const queue = topicOf('iii::queue::discard_message', call);
      return { queue, message_id: call.message_id, discarded: await adapter.discard(queue, call.message_id) };
    },
  );
}

/** Listings take no input: anything (an empty object, null) is accepted. */
const validateAnyObject = Object.assign((_data: unknown): _data is Record<string, never> => true, {
  errors: null,
}) as unknown as Validator<Record<string, never>>;
