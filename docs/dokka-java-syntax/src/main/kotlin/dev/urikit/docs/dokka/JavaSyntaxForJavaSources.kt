package dev.urikit.docs.dokka

import org.jetbrains.dokka.base.DokkaBase
import org.jetbrains.dokka.base.signatures.KotlinSignatureProvider
import org.jetbrains.dokka.base.signatures.SignatureProvider
import org.jetbrains.dokka.model.Documentable
import org.jetbrains.dokka.model.WithSources
import org.jetbrains.dokka.pages.ContentNode
import org.jetbrains.dokka.plugability.DokkaContext
import org.jetbrains.dokka.plugability.DokkaPlugin
import org.jetbrains.dokka.plugability.DokkaPluginApiPreview
import org.jetbrains.dokka.plugability.PluginApiPreviewAcknowledgement
import org.jetbrains.dokka.plugability.plugin
import org.jetbrains.dokka.plugability.querySingle

/**
 * Shows each declaration in the syntax of the language it is written in: Java classes and members with Java
 * signatures, the Kotlin DSL and extensions with Kotlin ones, in one site.
 *
 * Dokka renders every declaration with one signature provider, Kotlin's by default; its kotlin-as-java plugin
 * turns everything into Java, the Kotlin DSL included. This plugin replaces the default provider with one that
 * asks, for each declaration, whether it was written in Java, and draws Java ones with [JavaSignatures].
 */
public class JavaSyntaxForJavaSources : DokkaPlugin() {

    private val dokkaBase by lazy { plugin<DokkaBase>() }

    /** The signature provider that chooses by source language; replaces Dokka's Kotlin-only one. */
    public val languageOfSourceSignatures by extending {
        dokkaBase.signatureProvider providing ::LanguageOfSourceSignatureProvider override dokkaBase.kotlinSignatureProvider
    }

    @OptIn(DokkaPluginApiPreview::class)
    override fun pluginApiPreviewAcknowledgement(): PluginApiPreviewAcknowledgement = PluginApiPreviewAcknowledgement
}

/**
 * Java signatures for declarations written in Java, Kotlin signatures for the rest. A declaration is Java when its
 * source is a `.java` file; one without a source file (an enum's `values()`, a record's accessors, a member
 * inherited from the JDK, whose source is a class file) is Java when the class that declares it was compiled from
 * Java.
 */
public class LanguageOfSourceSignatureProvider(context: DokkaContext) : SignatureProvider {
    private val classes = CompiledClasses.of(context.configuration.sourceSets.flatMap { it.classpath }.distinct())
    private val java = JavaSignatures(
        context.plugin<DokkaBase>().querySingle { commentsToContentConverter },
        context.logger,
        classes,
    )
    private val kotlin = KotlinSignatureProvider(context)

    override fun signature(documentable: Documentable): List<ContentNode> =
        if (isJava(documentable)) java.signature(documentable) else kotlin.signature(documentable)

    private fun isJava(documentable: Documentable): Boolean {
        val paths = (documentable as? WithSources)?.sources?.values.orEmpty().map { it.path }
        return when {
            paths.any { it.endsWith(".java") } -> true
            paths.any { it.endsWith(".kt") || it.endsWith(".kts") } -> false
            else -> classes.isJava(documentable.dri)
        }
    }
}
