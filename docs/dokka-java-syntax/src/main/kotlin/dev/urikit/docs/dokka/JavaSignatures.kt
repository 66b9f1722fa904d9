package dev.urikit.docs.dokka

import org.jetbrains.dokka.DokkaConfiguration.DokkaSourceSet
import org.jetbrains.dokka.base.signatures.SignatureProvider
import org.jetbrains.dokka.base.transformers.pages.comments.CommentsToContentConverter
import org.jetbrains.dokka.base.translators.documentables.PageContentBuilder
import org.jetbrains.dokka.links.DRI
import org.jetbrains.dokka.model.AnnotationParameterValue
import org.jetbrains.dokka.model.AnnotationTarget
import org.jetbrains.dokka.model.AnnotationValue
import org.jetbrains.dokka.model.Annotations
import org.jetbrains.dokka.model.ArrayValue
import org.jetbrains.dokka.model.BooleanValue
import org.jetbrains.dokka.model.CheckedExceptions
import org.jetbrains.dokka.model.ClassValue
import org.jetbrains.dokka.model.Contravariance
import org.jetbrains.dokka.model.Covariance
import org.jetbrains.dokka.model.DAnnotation
import org.jetbrains.dokka.model.DClass
import org.jetbrains.dokka.model.DClasslike
import org.jetbrains.dokka.model.DEnum
import org.jetbrains.dokka.model.DEnumEntry
import org.jetbrains.dokka.model.DFunction
import org.jetbrains.dokka.model.DInterface
import org.jetbrains.dokka.model.DParameter
import org.jetbrains.dokka.model.DProperty
import org.jetbrains.dokka.model.DTypeParameter
import org.jetbrains.dokka.model.DefinitelyNonNullable
import org.jetbrains.dokka.model.Documentable
import org.jetbrains.dokka.model.Dynamic
import org.jetbrains.dokka.model.EnumValue
import org.jetbrains.dokka.model.ExtraModifiers
import org.jetbrains.dokka.model.AdditionalModifiers
import org.jetbrains.dokka.model.Invariance
import org.jetbrains.dokka.model.JavaClassKindTypes
import org.jetbrains.dokka.model.JavaModifier
import org.jetbrains.dokka.model.JavaObject
import org.jetbrains.dokka.model.JavaVisibility
import org.jetbrains.dokka.model.KotlinModifier
import org.jetbrains.dokka.model.LiteralValue
import org.jetbrains.dokka.model.Nullable
import org.jetbrains.dokka.model.PrimitiveJavaType
import org.jetbrains.dokka.model.Projection
import org.jetbrains.dokka.model.Star
import org.jetbrains.dokka.model.StringValue
import org.jetbrains.dokka.model.TypeAliased
import org.jetbrains.dokka.model.TypeConstructor
import org.jetbrains.dokka.model.TypeParameter
import org.jetbrains.dokka.model.UnresolvedBound
import org.jetbrains.dokka.model.Visibility
import org.jetbrains.dokka.model.Void
import org.jetbrains.dokka.model.WithSupertypes
import org.jetbrains.dokka.model.properties.WithExtraProperties
import org.jetbrains.dokka.pages.ContentKind
import org.jetbrains.dokka.pages.ContentNode
import org.jetbrains.dokka.pages.SymbolContentKind
import org.jetbrains.dokka.pages.TextStyle
import org.jetbrains.dokka.pages.TokenStyle
import org.jetbrains.dokka.utilities.DokkaLogger

private typealias Builder = PageContentBuilder.DocumentableContentBuilder

/**
 * Signatures of declarations written in Java, as Java source declares them:
 *
 * | declaration | signature |
 * |---|---|
 * | a sealed class | `public abstract sealed class Uri extends UriReference permits HierarchicalUri, OpaqueUri` |
 * | a record | `public record QueryParameter(String name, @Nullable String value)` |
 * | a method | `public static @Nullable Uri parseOrNull(String text)` |
 * | a constructor | `public FtpCommand(String verb, String argument)` |
 * | varargs | `public FtpUriBuilder cwd(String... directories)` |
 * | a field | `public static final CharClass ALPHA` |
 *
 * A type-use annotation such as JSpecify's `@Nullable` is where Java reads it, before the type, and only there:
 * Java's syntax tree also lists it among the declaration's modifiers, where Dokka's model keeps it too. What that
 * model does not hold (`sealed`, `non-sealed`, `permits`, records, varargs, `static` on a nested class) is read
 * from the compiled classes; a class that cannot be loaded is drawn from the model alone.
 */
internal class JavaSignatures(
    commentsConverter: CommentsToContentConverter,
    logger: DokkaLogger,
    private val classes: CompiledClasses,
) : SignatureProvider {

    private val content = PageContentBuilder(commentsConverter, this, logger)

    override fun signature(documentable: Documentable): List<ContentNode> = documentable.sourceSets.map { sourceSet ->
        when (documentable) {
            is DClasslike -> classSignature(documentable, sourceSet)
            is DFunction -> member(documentable, sourceSet) { functionSignature(documentable, sourceSet) }
            is DProperty -> member(documentable, sourceSet) { propertySignature(documentable, sourceSet) }
            is DEnumEntry -> content.contentFor(documentable, ContentKind.Symbol, setOf(TextStyle.Monospace), sourceSets = setOf(sourceSet)) {
                link(documentable.name, documentable.dri, styles = mainStyles + deprecated(documentable, sourceSet))
            }
            is DTypeParameter -> content.contentFor(documentable, sourceSets = setOf(sourceSet)) {
                typeParameter(documentable, sourceSet)
            }
            else -> content.contentFor(documentable, ContentKind.Symbol, setOf(TextStyle.Monospace), sourceSets = setOf(sourceSet)) {
                text(documentable.name.orEmpty())
            }
        }
    }

    private fun member(d: Documentable, sourceSet: DokkaSourceSet, block: Builder.() -> Unit): ContentNode =
        content.contentFor(d, ContentKind.Symbol, setOf(TextStyle.Monospace, TextStyle.Block), sourceSets = setOf(sourceSet), block = block)

    private fun classSignature(c: DClasslike, sourceSet: DokkaSourceSet): ContentNode {
        val compiled = classes.classOf(c.dri)
        return content.contentFor(c, ContentKind.Symbol, setOf(TextStyle.Monospace), sourceSets = setOf(sourceSet)) {
            annotationBlock(annotationsOf(c, sourceSet))
            val modifiers = if (compiled != null) {
                CompiledClasses.modifiersOf(compiled)
            } else {
                listOfNotNull(visibilityWord(c.visibility[sourceSet]), (c as? DClass)?.modifier?.get(sourceSet)?.let(::modifierWord))
            }
            modifiers.forEach { keyword("$it ") }
            keyword(
                when {
                    compiled?.isRecord == true -> "record "
                    c is DInterface -> "interface "
                    c is DEnum -> "enum "
                    c is DAnnotation -> "@interface "
                    else -> "class "
                },
            )
            link(c.name.orEmpty(), c.dri, styles = mainStyles + deprecated(c, sourceSet))
            val generics = (c as? DClass)?.generics ?: (c as? DInterface)?.generics ?: emptyList()
            list(generics, prefix = "<", suffix = ">", separatorStyles = mainStyles + TokenStyle.Punctuation,
                surroundingCharactersStyle = mainStyles + TokenStyle.Operator) { typeParameter(it, sourceSet) }
            if (compiled?.isRecord == true && c is DClass) recordComponents(c, compiled, sourceSet)
            supertypes(c, sourceSet)
            val permitted = compiled?.permittedSubclasses.orEmpty().toList()
            list(permitted, prefix = " permits ", separatorStyles = mainStyles + TokenStyle.Punctuation,
                surroundingCharactersStyle = mainStyles + TokenStyle.Keyword) { type ->
                link(nestedName(type), DRI(type.packageName, nestedName(type)))
            }
        }
    }

    /** `(String name, @Nullable String value)`: the components with the types of their accessors. */
    private fun Builder.recordComponents(c: DClass, compiled: Class<*>, sourceSet: DokkaSourceSet) {
        punctuation("(")
        list(compiled.recordComponents.orEmpty().toList(), separatorStyles = mainStyles + TokenStyle.Punctuation) { component ->
            val accessor = c.functions.firstOrNull { it.name == component.name && it.parameters.isEmpty() }
            if (accessor != null) type(accessor.type) else text(reflected(component))
            text(NBSP + component.name)
        }
        punctuation(")")
    }

    /** ` extends A implements B, C`; for an interface, the interfaces it extends. */
    private fun Builder.supertypes(c: DClasslike, sourceSet: DokkaSourceSet) {
        val all = (c as? WithSupertypes)?.supertypes?.get(sourceSet).orEmpty()
        val (superclasses, interfaces) = all.partition { it.kind == JavaClassKindTypes.CLASS }
        val keywordStyles = mainStyles + TokenStyle.Keyword
        val separatorStyles = mainStyles + TokenStyle.Punctuation
        list(superclasses.filterNot { it.typeConstructor.dri in IMPLIED_SUPERCLASSES }, prefix = " extends ",
            separatorStyles = separatorStyles, surroundingCharactersStyle = keywordStyles) { type(it.typeConstructor) }
        list(interfaces, prefix = if (c is DInterface) " extends " else " implements ",
            separatorStyles = separatorStyles, surroundingCharactersStyle = keywordStyles) { type(it.typeConstructor) }
    }

    private fun Builder.functionSignature(f: DFunction, sourceSet: DokkaSourceSet) {
        val returned = if (f.isConstructor) emptySet() else typeAnnotations(f.type)
        annotationBlock(annotationsOf(f, sourceSet).filterNot { it in returned })
        visibilityWord(f.visibility[sourceSet])?.let { keyword("$it ") }
        f.modifier[sourceSet]?.let(::modifierWord)?.let { keyword("$it ") }
        extraModifiers(f, sourceSet).forEach { keyword("$it ") }
        list(f.generics, prefix = "<", suffix = "> ", separatorStyles = mainStyles + TokenStyle.Punctuation,
            surroundingCharactersStyle = mainStyles + TokenStyle.Operator) { typeParameter(it, sourceSet) }
        if (!f.isConstructor) {
            type(f.type)
            text(NBSP)
        }
        link(f.name, f.dri, styles = mainStyles + TokenStyle.Function + deprecated(f, sourceSet))
        punctuation("(")
        val owner = classes.classOf(f.dri)
        val record = owner?.takeIf { it.isRecord && f.isConstructor && f.parameters.isEmpty() }
        if (record != null && record.recordComponents.orEmpty().isNotEmpty()) {
            // The implicit canonical constructor, which the syntax tree shows without parameters.
            list(record.recordComponents.toList(), separatorStyles = mainStyles + TokenStyle.Punctuation) { component ->
                text(reflected(component) + NBSP + component.name)
            }
        } else if (f.parameters.isNotEmpty()) {
            val varArgs = owner != null && isArray(f.parameters.last().type) &&
                classes.isVarArgs(owner, if (f.isConstructor) CompiledClasses.CONSTRUCTOR else f.name, f.parameters.map { erasure(it.type) })
            group(kind = SymbolContentKind.Parameters, styles = emptySet()) {
                f.parameters.forEachIndexed { index, parameter ->
                    group(kind = SymbolContentKind.Parameter) {
                        parameter(parameter, sourceSet, varArgs && index == f.parameters.lastIndex)
                        if (index < f.parameters.lastIndex) punctuation(", ")
                    }
                }
            }
        }
        punctuation(")")
        val thrown = f.extra[CheckedExceptions]?.exceptions?.get(sourceSet).orEmpty()
        list(thrown, prefix = " throws ", separatorStyles = mainStyles + TokenStyle.Punctuation,
            surroundingCharactersStyle = mainStyles + TokenStyle.Keyword) { link(it.classNames.orEmpty(), it) }
    }

    private fun Builder.parameter(p: DParameter, sourceSet: DokkaSourceSet, varArgs: Boolean) {
        val onType = typeAnnotations(p.type)
        annotationsInline(annotationsOf(p, sourceSet).filterNot { it in onType })
        val type = p.type
        if (varArgs && type is TypeConstructor) {
            annotationsInline(typeAnnotations(type).toList())
            type(type.projections.single())
            operator("...")
        } else {
            type(type)
        }
        text(NBSP + p.name.orEmpty())
    }

    /**
     * A field as Java declares it. Dokka pairs a field with its getter; when the field itself is not visible (the
     * class file says so, or the model when there is none), Java code reads it through that getter, which is shown.
     */
    private fun Builder.propertySignature(p: DProperty, sourceSet: DokkaSourceSet) {
        val getter = p.getter
        val visibility = p.visibility[sourceSet]
        val fieldVisible = classes.classOf(p.dri)?.let { classes.isVisibleField(it, p.name) }
            ?: (visibility == JavaVisibility.Public || visibility == JavaVisibility.Protected)
        if (getter != null && !fieldVisible) {
            functionSignature(getter, sourceSet)
            return
        }
        val onType = typeAnnotations(p.type)
        annotationBlock(annotationsOf(p, sourceSet).filterNot { it in onType })
        visibilityWord(visibility)?.let { keyword("$it ") }
        extraModifiers(p, sourceSet).forEach { keyword("$it ") }
        p.modifier[sourceSet]?.let(::modifierWord)?.let { keyword("$it ") }
        type(p.type)
        text(NBSP)
        link(p.name, p.dri, styles = mainStyles + deprecated(p, sourceSet))
    }

    private fun Builder.typeParameter(t: DTypeParameter, sourceSet: DokkaSourceSet) {
        annotationsInline(annotationsOf(t, sourceSet))
        text(t.name.substringAfterLast('.'), styles = mainStyles + deprecated(t, sourceSet))
        val bounds = t.bounds.filterNot { unwrap(it) is JavaObject }
        list(bounds, prefix = " extends ", separator = " & ", separatorStyles = mainStyles + TokenStyle.Punctuation,
            surroundingCharactersStyle = mainStyles + TokenStyle.Keyword) { type(it) }
    }

    /** A type as Java writes it: type-use annotations first, `String[]` for arrays, `?` for an open wildcard. */
    private fun Builder.type(p: Projection) {
        when (p) {
            is TypeConstructor -> {
                annotationsInline(typeAnnotations(p).toList())
                if (p.dri == KOTLIN_ARRAY && p.projections.size == 1) {
                    type(p.projections.single())
                    punctuation("[]")
                } else {
                    link(p.dri.classNames.orEmpty(), p.dri)
                    list(p.projections, prefix = "<", suffix = ">", separatorStyles = mainStyles + TokenStyle.Punctuation,
                        surroundingCharactersStyle = mainStyles + TokenStyle.Operator) { type(it) }
                }
            }
            is TypeParameter -> {
                annotationsInline(typeAnnotations(p).toList())
                link(p.name, p.dri)
            }
            is Covariance<*> -> if (unwrap(p.inner) is JavaObject) operator("?") else {
                keyword("? extends ")
                type(p.inner)
            }
            is Contravariance<*> -> {
                keyword("? super ")
                type(p.inner)
            }
            is Invariance<*> -> type(p.inner)
            is Star -> operator("?")
            is Nullable -> type(p.inner)
            is DefinitelyNonNullable -> type(p.inner)
            is TypeAliased -> type(p.inner)
            is JavaObject -> {
                annotationsInline(typeAnnotations(p).toList())
                link("Object", JAVA_OBJECT)
            }
            is Dynamic -> link("Object", JAVA_OBJECT)
            is Void -> keyword("void")
            is PrimitiveJavaType -> {
                annotationsInline(typeAnnotations(p).toList())
                keyword(p.name)
            }
            is UnresolvedBound -> text(p.name)
        }
    }

    private fun Builder.annotationBlock(annotations: List<Annotations.Annotation>) {
        if (annotations.isEmpty()) return
        group(styles = setOf(TextStyle.Block), kind = ContentKind.Annotations) {
            annotations.forEach { annotation -> group { annotation(annotation) } }
        }
    }

    private fun Builder.annotationsInline(annotations: List<Annotations.Annotation>) {
        val shown = annotations.filter { it.mustBeDocumented }
        if (shown.isEmpty()) return
        group(styles = setOf(TextStyle.Span), kind = ContentKind.Annotations) {
            shown.forEach { annotation ->
                annotation(annotation)
                text(NBSP)
            }
        }
    }

    /** `@Name`, `@Name(value)` or `@Name(a = 1, b = "x")`: no parentheses without arguments, as Java writes it. */
    private fun Builder.annotation(a: Annotations.Annotation) {
        text("@", styles = mainStyles + TokenStyle.Annotation)
        link(a.dri.classNames.orEmpty(), a.dri, styles = mainStyles + TokenStyle.Annotation)
        if (a.params.isEmpty()) return
        punctuation("(")
        val only = a.params.entries.singleOrNull()?.takeIf { it.key == "value" }
        if (only != null) {
            annotationValue(only.value)
        } else {
            list(a.params.entries.toList(), separatorStyles = mainStyles + TokenStyle.Punctuation) { (name, value) ->
                text(name)
                operator(" = ")
                annotationValue(value)
            }
        }
        punctuation(")")
    }

    private fun Builder.annotationValue(v: AnnotationParameterValue) {
        when (v) {
            is AnnotationValue -> annotation(v.annotation)
            is ArrayValue -> {
                punctuation("{")
                list(v.value, separatorStyles = mainStyles + TokenStyle.Punctuation) { annotationValue(it) }
                punctuation("}")
            }
            is EnumValue -> link(v.enumName, v.enumDri)
            is ClassValue -> link(v.className + ".class", v.classDRI)
            is StringValue -> stringLiteral("\"${v.text()}\"")
            is BooleanValue -> booleanLiteral(v.value)
            is LiteralValue -> constant(v.text())
        }
    }

    /** The documented annotations of [d] as Dokka's model gives them (declaration and type-use alike). */
    private fun annotationsOf(d: Documentable, sourceSet: DokkaSourceSet): List<Annotations.Annotation> =
        annotationsOf(d as? AnnotationTarget)[sourceSet].orEmpty().filter { it.mustBeDocumented }

    /** The annotations on the outermost level of a type: where Java reads a type-use annotation. */
    private fun typeAnnotations(p: Projection): Set<Annotations.Annotation> =
        annotationsOf(unwrap(p) as? AnnotationTarget).values.flatten().toSet()

    private fun annotationsOf(target: AnnotationTarget?): Map<DokkaSourceSet, List<Annotations.Annotation>> {
        @Suppress("UNCHECKED_CAST")
        val extra = (target as? WithExtraProperties<AnnotationTarget>)?.extra ?: return emptyMap()
        return extra[Annotations]?.directAnnotations.orEmpty()
    }

    private fun extraModifiers(d: Documentable, sourceSet: DokkaSourceSet): List<String> {
        @Suppress("UNCHECKED_CAST")
        val extra = (d as? WithExtraProperties<Documentable>)?.extra ?: return emptyList()
        return extra[AdditionalModifiers]?.content?.get(sourceSet).orEmpty()
            .filterIsInstance<ExtraModifiers.JavaOnlyModifiers>()
            .map { it.name }
    }

    private fun deprecated(d: Documentable, sourceSet: DokkaSourceSet): Set<TextStyle> =
        if (annotationsOf(d, sourceSet).any { it.dri == JAVA_DEPRECATED }) setOf(TextStyle.Strikethrough) else emptySet()

    /** The erased type, as [Class.getCanonicalName] writes it, or null for a type variable. */
    private fun erasure(p: Projection): String? = when (val type = unwrap(p)) {
        is TypeConstructor ->
            if (type.dri == KOTLIN_ARRAY) erasure(type.projections.single())?.plus("[]")
            else listOfNotNull(type.dri.packageName?.takeIf { it.isNotEmpty() }, type.dri.classNames).joinToString(".")
        is PrimitiveJavaType -> type.name
        is JavaObject -> "java.lang.Object"
        else -> null
    }

    private fun isArray(p: Projection): Boolean = (unwrap(p) as? TypeConstructor)?.dri == KOTLIN_ARRAY

    private fun unwrap(p: Projection): Projection = when (p) {
        is Nullable -> unwrap(p.inner)
        is DefinitelyNonNullable -> unwrap(p.inner)
        is TypeAliased -> unwrap(p.inner)
        is Invariance<*> -> unwrap(p.inner)
        else -> p
    }

    private companion object {
        const val NBSP = "\u00a0"
        val KOTLIN_ARRAY = DRI("kotlin", "Array")
        val JAVA_OBJECT = DRI("java.lang", "Object")
        val JAVA_DEPRECATED = DRI("java.lang", "Deprecated")
        /** Superclasses that Java does not write: every class, enum and record extends them. */
        val IMPLIED_SUPERCLASSES = setOf(JAVA_OBJECT, DRI("java.lang", "Enum"), DRI("java.lang", "Record"))

        /** `public`, `protected` or `private`; nothing for package access. */
        fun visibilityWord(v: Visibility?): String? = v?.name?.takeIf { it.isNotEmpty() && v != JavaVisibility.Default }

        /** `abstract` or `final`; nothing otherwise (Kotlin's `open` and `sealed` never reach Java code). */
        fun modifierWord(m: org.jetbrains.dokka.model.Modifier): String? =
            m.takeIf { it == JavaModifier.Abstract || it == JavaModifier.Final || it == KotlinModifier.Abstract || it == KotlinModifier.Final }?.name

        /** A record component's type as the class file gives it: `@Nullable String`, `List<String>`. */
        fun reflected(component: java.lang.reflect.RecordComponent): String {
            val annotations = component.annotatedType.annotations.joinToString("") { "@" + it.annotationClass.java.simpleName + " " }
            return annotations + component.genericType.typeName.replace(PACKAGE_PREFIX, "").replace('$', '.')
        }

        private val PACKAGE_PREFIX = Regex("""\b[a-z][a-z0-9_]*\.""")

        /** `UriSyntaxException.Kind` for a nested class. */
        fun nestedName(type: Class<*>): String =
            generateSequence(type) { it.enclosingClass }.toList().reversed().joinToString(".") { it.simpleName }
    }
}
