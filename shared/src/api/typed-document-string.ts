import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/**
 * A GraphQL document as a string, typed with its result and variables: what the code generator
 * (shared/scripts/codegen.ts) writes for every operation of shared and of the remotes, one class for
 * all of them instead of a copy in each generated file.
 */
export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, unknown> | undefined;

  constructor(value: string, __meta__?: Record<string, unknown> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
