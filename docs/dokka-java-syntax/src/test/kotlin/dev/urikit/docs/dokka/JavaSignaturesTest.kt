package dev.urikit.docs.dokka

import org.jetbrains.dokka.DokkaSourceSetID
import org.jetbrains.dokka.DokkaSourceSetImpl
import org.jetbrains.dokka.base.transformers.pages.comments.DocTagToContentConverter
import org.jetbrains.dokka.links.Callable
import org.jetbrains.dokka.links.DRI
import org.jetbrains.dokka.model.AdditionalModifiers
import org.jetbrains.dokka.model.Annotations
import org.jetbrains.dokka.model.BooleanValue
import org.jetbrains.dokka.model.Bound
import org.jetbrains.dokka.model.DClass
import org.jetbrains.dokka.model.DFunction
import org.jetbrains.dokka.model.DParameter
import org.jetbrains.dokka.model.DProperty
import org.jetbrains.dokka.model.EnumValue
import org.jetbrains.dokka.model.ExtraModifiers
import org.jetbrains.dokka.model.GenericTypeConstructor
import org.jetbrains.dokka.model.JavaClassKindTypes
import org.jetbrains.dokka.model.JavaModifier
import org.jetbrains.dokka.model.JavaVisibility
import org.jetbrains.dokka.model.Modifier
import org.jetbrains.dokka.model.PrimitiveJavaType
import org.jetbrains.dokka.model.StringValue
import org.jetbrains.dokka.model.TypeConstructorWithKind
import org.jetbrains.dokka.model.Void
import org.jetbrains.dokka.model.properties.PropertyContainer
import org.jetbrains.dokka.pages.ContentGroup
import org.jetbrains.dokka.pages.ContentKind
import org.jetbrains.dokka.pages.ContentNode
import org.jetbrains.dokka.pages.ContentText
import org.jetbrains.dokka.pages.TextStyle
import org.jetbrains.dokka.utilities.DokkaConsoleLogger
import org.jetbrains.dokka.utilities.LoggingLevel
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * Java declarations drawn as their sources in `src/test/java/.../fixtures` declare them. Each documentable is built
 * the way Dokka's Java analysis models it, a type-use annotation on the declaration as well as on its type
 * included; the expected text is the fixture's own declaration.
 */
class JavaSignaturesTest {

    private val sourceSet = DokkaSourceSetImpl(sourceSetID = DokkaSourceSetID("urikit", "jvm"))
    private val classes = CompiledClasses(JavaSignaturesTest::class.java.classLoader)
    private val signatures = JavaSignatures(DocTagToContentConverter(), DokkaConsoleLogger(LoggingLevel.WARN), classes)

    private val fixtures = "dev.urikit.docs.dokka.fixtures"
    private val tagged = Annotations.Annotation(DRI(fixtures, "Tagged"), emptyMap(), mustBeDocumented = true)
    private val string = GenericTypeConstructor(DRI("java.lang", "String"), emptyList())
    private val taggedString = GenericTypeConstructor(DRI("java.lang", "String"), emptyList(), extra = annotations(tagged))
    private val stringArray = GenericTypeConstructor(DRI("kotlin", "Array"), listOf(string))
    private val items = GenericTypeConstructor(DRI(fixtures, "Items"), emptyList())

    @Test
    fun sealedClassShowsSealedAndWhatItPermits() {
        assertEquals("public abstract sealed class Shape permits Circle, Square, Shape.Dot", render(type("Shape", JavaModifier.Abstract)))
    }

    @Test
    fun subclassesOfASealedClassAreFinalNonSealedOrStatic() {
        assertEquals("public final class Circle extends Shape", render(type("Circle", JavaModifier.Final, superclass = "Shape")))
        assertEquals("public non-sealed class Square extends Shape", render(type("Square", JavaModifier.Empty, superclass = "Shape")))
        assertEquals("public static final class Dot extends Shape", render(type("Shape.Dot", JavaModifier.Final, superclass = "Shape")))
    }

    @Test
    fun recordShowsItsComponentsAndCanonicalConstructor() {
        val accessors = listOf(
            function("x", "Point", PrimitiveJavaType("int")),
            function("label", "Point", taggedString, declared = listOf(tagged)),
        )
        val record = type("Point", JavaModifier.Final, superclass = null, functions = accessors)
            .copy(supertypes = mapOf(sourceSet to listOf(TypeConstructorWithKind(GenericTypeConstructor(DRI("java.lang", "Record"), emptyList()), JavaClassKindTypes.CLASS))))
        assertEquals("public record Point(int x, @Tagged String label)", render(record))
        assertEquals("public Point(int x, @Tagged String label)", render(function("Point", "Point", Void, constructor = true)))
    }

    @Test
    fun typeUseAnnotationIsShownOnceBeforeTheType() {
        val find = function(
            "find", "Items", taggedString, static = true, declared = listOf(tagged),
            parameters = listOf(parameter("key", taggedString, declared = listOf(tagged))),
        )
        assertEquals("public static @Tagged String find(@Tagged String key)", render(find))
    }

    @Test
    fun constructorHasNoReturnTypeAndVarargsAreWrittenWithDots() {
        val constructor = function("Items", "Items", Void, constructor = true, parameters = listOf(parameter("items", stringArray)))
        assertEquals("public Items(String... items)", render(constructor))
        val of = function("of", "Items", items, static = true, parameters = listOf(parameter("items", stringArray)))
        assertEquals("public static Items of(String... items)", render(of))
        val list = GenericTypeConstructor(DRI("java.util", "List"), listOf(string))
        val ofList = function("of", "Items", items, static = true, parameters = listOf(parameter("items", list)))
        assertEquals("public static Items of(List<String> items)", render(ofList))
        val copy = function("copy", "Items", items, static = true, parameters = listOf(parameter("items", stringArray)))
        assertEquals("public static Items copy(String[] items)", render(copy))
    }

    @Test
    fun publicFieldIsAFieldAndAHiddenOneItsGetter() {
        val empty = property("EMPTY", string, getter = null, static = true)
        assertEquals("public static final String EMPTY", render(empty))
        val size = property("size", PrimitiveJavaType("int"), getter = function("getSize", "Items", PrimitiveJavaType("int")))
        assertEquals("public int getSize()", render(size))
    }

    @Test
    fun annotationsWithoutArgumentsHaveNoParentheses() {
        val deprecated = Annotations.Annotation(
            DRI("java.lang", "Deprecated"),
            linkedMapOf("since" to StringValue("1"), "forRemoval" to BooleanValue(true)),
            mustBeDocumented = true,
        )
        val retention = Annotations.Annotation(
            DRI("java.lang.annotation", "Retention"),
            mapOf("value" to EnumValue("RetentionPolicy.RUNTIME", DRI("java.lang.annotation", "RetentionPolicy"))),
            mustBeDocumented = true,
        )
        val f = function("old", "Items", Void, declared = listOf(deprecated, retention, tagged))
        assertEquals("@Deprecated(since = \"1\", forRemoval = true)\n@Retention(RetentionPolicy.RUNTIME)\n@Tagged\npublic void old()", render(f))
    }

    @Test
    fun javaIsToldFromKotlinByTheCompiledClass() {
        assertTrue(classes.isJava(DRI(fixtures, "Shape.Dot")))
        assertTrue(classes.isJava(DRI("java.lang", "Comparable", Callable("compareTo", null, emptyList()))))
        assertFalse(classes.isJava(DRI("dev.urikit.docs.dokka", "JavaSignatures")), "a Kotlin class")
        assertFalse(classes.isJava(DRI(fixtures, "Missing")))
        assertFalse(classes.isJava(DRI(fixtures, null)), "a top-level declaration has no class")
    }

    private fun render(d: org.jetbrains.dokka.model.Documentable): String =
        buildString { signatures.signature(d).forEach { write(it) } }.replace('\u00a0', ' ').trimEnd()

    /** The text, each annotation of an annotation block on its own line. */
    private fun StringBuilder.write(node: ContentNode) {
        if (node is ContentText) append(node.text) else node.children.forEach { write(it) }
        if (node is ContentGroup && node.dci.kind != ContentKind.Annotations && TextStyle.Block in node.style &&
            node.children.firstOrNull()?.let { it is ContentText && it.text == "@" } == true
        ) {
            append('\n')
        }
    }

    private fun annotations(vararg annotations: Annotations.Annotation): PropertyContainer<GenericTypeConstructor> =
        PropertyContainer.withAll<GenericTypeConstructor>(Annotations(mapOf(sourceSet to annotations.toList())))

    private fun type(
        name: String,
        modifier: Modifier,
        superclass: String? = null,
        functions: List<DFunction> = emptyList(),
    ) = DClass(
        dri = DRI(fixtures, name),
        name = name.substringAfterLast('.'),
        constructors = emptyList(),
        functions = functions,
        properties = emptyList(),
        classlikes = emptyList(),
        sources = emptyMap(),
        visibility = mapOf(sourceSet to JavaVisibility.Public),
        companion = null,
        generics = emptyList(),
        supertypes = mapOf(sourceSet to listOfNotNull(superclass?.let {
            TypeConstructorWithKind(GenericTypeConstructor(DRI(fixtures, it), emptyList()), JavaClassKindTypes.CLASS)
        })),
        documentation = emptyMap(),
        expectPresentInSet = null,
        modifier = mapOf(sourceSet to modifier),
        sourceSets = setOf(sourceSet),
        isExpectActual = false,
    )

    private fun function(
        name: String,
        owner: String,
        type: Bound,
        constructor: Boolean = false,
        static: Boolean = false,
        declared: List<Annotations.Annotation> = emptyList(),
        parameters: List<DParameter> = emptyList(),
    ) = DFunction(
        dri = DRI(fixtures, owner, Callable(name, null, emptyList())),
        name = name,
        isConstructor = constructor,
        parameters = parameters,
        documentation = emptyMap(),
        expectPresentInSet = null,
        sources = emptyMap(),
        visibility = mapOf(sourceSet to JavaVisibility.Public),
        type = type,
        generics = emptyList(),
        receiver = null,
        modifier = mapOf(sourceSet to JavaModifier.Empty),
        sourceSets = setOf(sourceSet),
        isExpectActual = false,
        extra = PropertyContainer.withAll(
            Annotations(mapOf(sourceSet to declared)),
            AdditionalModifiers(mapOf(sourceSet to if (static) setOf(ExtraModifiers.JavaOnlyModifiers.Static) else emptySet())),
        ),
    )

    private fun property(name: String, type: Bound, getter: DFunction?, static: Boolean = false) = DProperty(
        dri = DRI(fixtures, "Items", Callable(name, null, emptyList())),
        name = name,
        documentation = emptyMap(),
        expectPresentInSet = null,
        sources = emptyMap(),
        visibility = mapOf(sourceSet to JavaVisibility.Public),
        type = type,
        receiver = null,
        setter = null,
        getter = getter,
        modifier = mapOf(sourceSet to JavaModifier.Final),
        sourceSets = setOf(sourceSet),
        generics = emptyList(),
        isExpectActual = false,
        extra = PropertyContainer.withAll(
            AdditionalModifiers(mapOf(sourceSet to if (static) setOf(ExtraModifiers.JavaOnlyModifiers.Static) else emptySet())),
        ),
    )

    private fun parameter(name: String, type: Bound, declared: List<Annotations.Annotation> = emptyList()) = DParameter(
        dri = DRI(fixtures, "Items"),
        name = name,
        documentation = emptyMap(),
        expectPresentInSet = null,
        type = type,
        sourceSets = setOf(sourceSet),
        extra = PropertyContainer.withAll(Annotations(mapOf(sourceSet to declared))),
    )
}
