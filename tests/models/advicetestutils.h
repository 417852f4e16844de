// SPDX-License-Identifier: Apache-2.0
#pragma once

// Shared by the advice tests (tst_advice, tst_adviceoutput): a hand-built fixture and the embedded data.

#include "models/advice/advice.h"
#include "models/catalog/catalogloader.h"
#include "models/catalog/presetloader.h"
#include "models/pricing/pricebook.h"

#include <algorithm>

#include <QLocale>
#include <QTest>

inline const QString testType = QStringLiteral("ecs.test-a");
inline const QString altType = QStringLiteral("ecs.test-b");

/**
 * One scenario, one chosen configuration and the catalog it refers to. The configuration is built by
 * hand rather than by the sizing engine, so each test controls exactly the number a rule looks at.
 */
struct Fixture
{
    Advisor::Catalog catalog;
    Advisor::Scenario scenario;
    Advisor::Recommendation rec;
    Advisor::Configuration cfg;
    QString requestedGpu;

    Advisor::InstanceType &type()
    {
        for (Advisor::InstanceType &t : catalog.instanceTypes) {
            if (t.id == testType)
                return t;
        }
        Q_UNREACHABLE();
    }

    /** Moves the test type (and the configuration) to another family and its GPU. */
    void setFamily(const QString &familyId)
    {
        type().family = familyId;
        cfg.layout.family = familyId;
        const Advisor::Family *f = catalog.family(familyId);
        cfg.layout.gpu = f->gpu;
        if (const auto mem = catalog.gpu(f->gpu)->memoryGB)
            type().gpuMemoryGB = *mem;
    }

    void setGpus(double perInstance, int instances = 1)
    {
        type().gpuCount = perInstance;
        cfg.layout.gpusPerInstance = perInstance;
        cfg.layout.instances = instances;
        cfg.layout.totalGpus = perInstance * instances;
    }

    void setBilling(const QString &billing, double hourly)
    {
        scenario.constraints.billing = {billing};
        cfg.pricing.primaryBilling = billing;
        cfg.pricing.priced = true;
        Advisor::BillingCost c;
        c.billing = billing;
        Advisor::ResolvedPrice price;
        price.origin = Advisor::PriceOrigin::Listed;
        price.hourly = hourly / std::max(1, cfg.layout.instances);
        c.price = price;
        c.hourly = hourly;
        c.monthly = hourly * Advisor::hoursPerMonth;
        cfg.pricing.costs.push_back(c);
    }

    Advisor::AdviceReport run(const Advisor::RuleSet &rules)
    {
        rec.ranked.insert(rec.ranked.begin(), cfg);
        return Advisor::advise(scenario, rec, &rec.ranked.front(), catalog, rules, requestedGpu);
    }
};

/** The embedded catalog, rules and presets, and the configurations the tests start from. */
class AdviceTestBase
{
protected:
    Advisor::Catalog m_catalog;
    Advisor::RuleSet m_rules;
    Advisor::ModelPresetLibrary m_presets;

    /** Call from initTestCase(). */
    void loadEmbedded()
    {
        // Messages format numbers with the UI locale; the expected strings are written for C.
        QLocale::setDefault(QLocale::c());
        const Advisor::CatalogLoadResult catalog = Advisor::CatalogLoader::embedded();
        QVERIFY2(catalog.catalog, qPrintable(catalog.diagnostics.toStringList().join(QLatin1Char('\n'))));
        m_catalog = *catalog.catalog;
        const Advisor::RulesLoadResult rules = Advisor::RulesLoader::embedded();
        QVERIFY2(rules.rules, qPrintable(rules.diagnostics.toStringList().join(QLatin1Char('\n'))));
        m_rules = *rules.rules;
        const Advisor::PresetLoadResult presets = Advisor::PresetLoader::embedded();
        QVERIFY(presets.library);
        m_presets = *presets.library;
    }

    /** Training, one A10 with plenty of CPU, memory and network, on a subscription: nothing to warn about. */
    Fixture balanced() const
    {
        Fixture f;
        f.catalog = m_catalog;
        Advisor::InstanceType t;
        t.id = testType;
        t.family = QStringLiteral("gn7i");
        t.vcpu = 16;
        t.memoryGiB = 240;
        t.gpuCount = 1;
        t.gpuMemoryGB = 24;
        t.networkGbits = 32;
        f.catalog.instanceTypes.push_back(t);
        f.scenario.stage = Advisor::Stage::FinetuneLora;
        f.scenario.constraints.billing = {QStringLiteral("subscription-1m")};
        f.rec.currency = QStringLiteral("CNY");
        f.rec.region = QStringLiteral("cn-shanghai");
        f.rec.profile.modelName = QStringLiteral("Test model");
        f.rec.profile.parameters = 3e8;
        f.cfg.ranking.rank = 1;
        f.cfg.layout.instanceType = testType;
        f.cfg.layout.family = QStringLiteral("gn7i");
        f.cfg.layout.gpu = QStringLiteral("a10");
        f.cfg.layout.gpusPerInstance = 1;
        f.cfg.layout.totalGpus = 1;
        f.cfg.memory.gpuMemoryGiB = 22.35;
        f.cfg.memory.usableGpuMemoryGiB = 20.5;
        f.cfg.memory.perGpuMemoryGiB = 12;
        f.cfg.memory.fit = Advisor::Fit::Fits;
        f.cfg.pricing.primaryBilling = QStringLiteral("subscription-1m");
        f.cfg.speed.hours = 10;
        f.cfg.speed.maxConcurrencyPerReplica = 64;
        return f;
    }

    /** A second instance type, ranked behind the chosen one, for one-click fixes. */
    static void addAlternative(Fixture &f, const QString &family, int vcpu, double memoryGiB, double gpus)
    {
        Advisor::InstanceType t;
        t.id = altType;
        t.family = family;
        t.vcpu = vcpu;
        t.memoryGiB = memoryGiB;
        t.gpuCount = gpus;
        const Advisor::Family *fam = f.catalog.family(family);
        t.gpuMemoryGB = *f.catalog.gpu(fam->gpu)->memoryGB;
        t.networkGbits = 64;
        f.catalog.instanceTypes.push_back(t);
        Advisor::Configuration c;
        c.ranking.rank = 2;
        c.layout.instanceType = altType;
        c.layout.family = family;
        c.layout.gpu = fam->gpu;
        c.layout.gpusPerInstance = gpus;
        c.layout.totalGpus = gpus;
        c.speed.scalingEfficiency = 0.9;
        f.rec.ranked.push_back(c);
    }
};
